import type { LocalizedName } from '../../domain/reference';
import type { Bid, BidStatus } from '../../domain/requests';
import type { UploadedFile } from '../../providers/customMethods';

/** A bid as `GET /api/bids/:id` shows it. */
export interface BidView extends Bid {
  type_name: LocalizedName;
  type_code: string;
  object_name: string;
  object_type_name: LocalizedName;
  room_number: string | null;
  renter_name: string | null;
  outlet_name: string | null;
  executor_name: string | null;
  overdue: boolean;
  time_left_minutes: number | null;
  files: UploadedFile[];
  answer_files: Record<string, UploadedFile[]>;
  actions: {
    work: boolean;
    assign: boolean;
    transitions: BidStatus[];
    rate: boolean;
    edit: boolean;
  };
}
