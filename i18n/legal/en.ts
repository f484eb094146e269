import type { LegalTexts } from './ru';

const legalEn: LegalTexts = {
  terms: {
    title: 'Terms of Service',
    updated: 'Version of 28 November 2026',
    intro:
      'These Terms of Service (the “Terms”) govern the relationship between the Arenda CRM service operator (hereinafter “the Operator”) and the organisations and individuals who use the Arenda CRM online service (the “Service”). Please read the Terms carefully before you start using the Service. By registering an organisation, signing in to an account or otherwise using the Service, you confirm that you have read and understood the Terms and accept them in full.',
    sections: [
      {
        heading: '1. Subject matter and definitions',
        paragraphs: [
          'The Service is an online system for managing commercial real estate, provided over the internet on a software-as-a-service (SaaS) basis. It is designed for owners and managers of shopping and business centres, their employees and their tenants, and covers tenant service requests, waiting-list questionnaires from prospective tenants, tenant and premises records, leases, tasks, notifications, correspondence, time tracking from electronic pass events, a calendar, and other features available under the selected plan.',
          'Under these Terms, the Operator grants the Customer the right to access and use the Service remotely, within the features of the selected plan and for the term of the subscription, and the Customer undertakes to use the Service in accordance with the Terms and to pay for the subscription on time. All exclusive rights to the software, interface, design and documentation of the Service belong to the Operator or its licensors and are not transferred to the Customer.',
          'In these Terms: “Customer” means a legal entity or individual entrepreneur that owns or manages commercial real estate (a landlord) and has registered an organisation in the Service; “User” means an individual for whom an account has been created in the Service, including the Customer’s employees and tenants’ representatives; “Customer Data” means any information, files and documents that the Customer and its Users enter into the Service.',
          'The public pages of the Service, including the landing page with the demo request and support forms, are available without registration. By submitting a form, you confirm that the information you provide is accurate and agree to the processing of your personal data in accordance with the Privacy Policy.',
          'The Privacy Policy of the Service forms an integral part of these Terms.',
        ],
      },
      {
        heading: '2. Registration and accounts',
        paragraphs: [
          'The customer of the Service is the landlord organisation (the Customer). The organisation is registered in the Service by an authorised representative of the Customer, who thereby confirms that they have the authority to act on the Customer’s behalf and to accept these Terms.',
          'The Customer creates accounts for its employees and tenants, assigns them roles and access levels, and changes or blocks those accounts as needed. The Customer is responsible for the actions of all Users whose accounts it has created, for the correctness of the access rights it assigns, and for making its Users aware of these Terms.',
          'The Customer must provide accurate and current information when registering and creating accounts and must keep that information up to date.',
          'Login credentials (login and password) are personal. Users must not share them with anyone else or allow anyone else to use their account. Each account is intended for one individual only.',
          'A temporary password issued when an account is created or a password is reset must be changed by the User at the first login. Users must choose a strong password and keep it confidential.',
          'If unauthorised access to an account is suspected, the User or the Customer must change the password immediately and notify the Operator at support@arenda-crm.kz. Until the Operator receives such notice, any actions performed in the Service with a User’s credentials are deemed to have been performed by that User.',
        ],
      },
      {
        heading: '3. Free trial, plans and payment',
        paragraphs: [
          'Once the organisation is registered, the Customer receives a free trial period of 14 (fourteen) calendar days, counted from the date the organisation is created in the Service. During the trial period, the Customer may use the features of the Service free of charge.',
          'No payment is charged automatically during the trial period. To continue using the Service after the trial ends, the Customer takes out a paid subscription under the selected plan.',
          'Subscription prices, plan features and plan limits are published on the Service website or set out in the Operator’s commercial offer. Prices are stated in Kazakhstani tenge (KZT). The plan description indicates whether taxes are included in the price.',
          'The subscription is paid in advance for the billing period set by the plan, using the payment methods indicated in the Service or in the invoice issued by the Operator. Payment is deemed made when the funds are received in the Operator’s account.',
          'If the subscription is not renewed when the trial period or a paid period ends, the Operator may restrict access to the features of the Service until payment is received. In that case, Customer Data is not deleted immediately and is handled as described in section 9 of these Terms.',
          'The Operator may change its plans and prices. New prices apply to the Customer from the start of the billing period that follows a notice sent at least 10 (ten) calendar days in advance. Periods already paid for are not recalculated.',
          'Amounts paid for the current billing period are non-refundable, except as provided by the laws of the Republic of Kazakhstan or by these Terms.',
        ],
      },
      {
        heading: '4. Customer Data',
        paragraphs: [
          'Customer Data belongs to the Customer. The Operator acquires no rights to it other than the right to process it to the extent necessary to provide the Service.',
          'The Operator processes Customer Data solely on the Customer’s behalf and in accordance with the Customer’s instructions, as expressed in these Terms and through the actions of the Customer and its Users in the Service, and in cases expressly required by the laws of the Republic of Kazakhstan.',
          'With respect to the personal data of employees, tenants and other persons entered into the Service, the Customer acts as the owner and/or operator of the database containing personal data and is itself responsible for having a lawful basis to collect and process that data, including obtaining any consents required from the data subjects.',
          'The Operator does not use Customer Data for advertising, does not sell it and does not disclose it to third parties, except as described in the Privacy Policy or required by the laws of the Republic of Kazakhstan.',
          'The Operator may use anonymised technical and statistical information about the operation of the Service (for example, load and error statistics) to keep the Service running and to improve it, provided that such information does not identify the Customer or any User.',
          'The Customer is responsible for the content, accuracy and lawfulness of Customer Data and for holding the necessary rights to the files and documents it uploads.',
        ],
      },
      {
        heading: '5. Acceptable use',
        paragraphs: [
          'The Customer and Users must use the Service only for lawful purposes and in line with its intended use.',
          'You must not post in the Service any information whose dissemination is prohibited by the laws of the Republic of Kazakhstan, or any material that infringes the rights or legitimate interests of third parties.',
          'You must not attempt to bypass or break access controls, or to gain access to other people’s accounts, to other organisations’ data or to features not available to your assigned role.',
          'You must not collect data from the Service by automated means (scraping or parsing) using bots, scripts or other tools, other than through interfaces provided by the Operator.',
          'You must not upload files containing malware, viruses or any other code capable of disrupting the Service or other people’s equipment. All files uploaded to the Service must be free of malware.',
          'You must not place excessive load on the Service, carry out penetration or load testing without the Operator’s written consent, or use the Service to send spam or unsolicited advertising.',
          'You must not copy, decompile or modify the software of the Service or create derivative products based on it, except where expressly permitted by law.',
          'If this section is breached, the Operator may remove or block the material concerned and suspend access as described in section 9 of these Terms.',
        ],
      },
      {
        heading: '6. Availability and maintenance',
        paragraphs: [
          'The Operator makes reasonable efforts to keep the Service running continuously and without disruption, but does not guarantee that the Service will always be available or free of interruptions and errors.',
          'The Operator carries out planned maintenance to service and update the Service. The Operator announces in advance, in the Service or by e-mail, any planned maintenance that may make the Service unavailable and, where possible, schedules it for periods of low usage.',
          'Unplanned work may be carried out without prior notice where it is needed to fix failures, respond to security threats or deal with the consequences of force majeure. The Operator takes reasonable steps to restore the Service as quickly as possible.',
          'The operation of the Service depends on telecommunications networks, hosting services and other external factors, as well as on the User’s own equipment and software. The Operator is not responsible for interruptions caused by circumstances beyond its reasonable control.',
          'The Operator may develop the Service and change its interface and features, provided that the functionality of a paid plan is not materially reduced during the period already paid for.',
        ],
      },
      {
        heading: '7. Support',
        paragraphs: [
          'Technical support is provided by e-mail at support@arenda-crm.kz and through the contact form on the Service website.',
          'Requests may be submitted at any time and are handled during support hours: Monday to Friday, 09:00 to 18:00 Astana time (UTC+5), excluding weekends and public holidays established by the laws of the Republic of Kazakhstan.',
          'Requests from tenant Users about the property itself (service requests, passes, documents) are handled by the Customer; the Operator provides support on how the Service works.',
          'To handle a request, the Operator may ask for the information needed to reproduce the issue. Support staff access Customer Data only to the extent necessary to resolve the request.',
        ],
      },
      {
        heading: '8. Limitation of liability',
        paragraphs: [
          'To the extent permitted by the laws of the Republic of Kazakhstan, the Service is provided “as is”. The Operator does not guarantee that the Service will meet all of the Customer’s expectations or be fit for any particular purpose not stated in the plan description.',
          'The Operator is not liable for the content of Customer Data, for the actions of the Customer and Users, for decisions made on the basis of information in the Service, or for the consequences of unauthorised access resulting from a User’s failure to keep their credentials secure.',
          'The Operator is not liable for lost profits or indirect losses, including loss of revenue, damage to business reputation or business interruption.',
          'The Operator’s total liability to the Customer for all claims relating to the Service is limited to the amount actually paid by the Customer to the Operator for the 3 (three) months immediately preceding the event giving rise to the claim.',
          'The limitations in this section do not apply where a limitation of liability is not permitted by the laws of the Republic of Kazakhstan, including in cases of intentional breach of obligations.',
          'Neither party is liable for a failure to perform its obligations caused by force majeure, for as long as such circumstances continue.',
        ],
      },
      {
        heading: '9. Suspension and termination',
        paragraphs: [
          'The Customer may stop using the Service at any time by not renewing the subscription or by sending a notice on behalf of its authorised representative to support@arenda-crm.kz.',
          'The Operator may suspend the access of the Customer or of an individual User if the subscription is not paid, if these Terms are breached, if a threat to the security of the Service or data is detected, or at the request of competent state authorities where provided by law. Where possible, the Operator notifies the Customer of the suspension and its reasons in advance.',
          'The Operator may terminate access unilaterally in the event of a material or repeated breach of the Terms, or if the reasons for a suspension are not remedied within 30 (thirty) calendar days. If the Operator stops providing the Service through no fault of the Customer, it refunds the portion of the fees attributable to the unused prepaid period.',
          'Before the data is deleted, the Customer may export Customer Data using the features of the Service or ask the Operator to provide an export in a commonly used machine-readable format. While access is suspended for non-payment, the Operator enables data export at the Customer’s request.',
          'Customer Data is deleted 30 (thirty) calendar days after the Terms cease to apply to the Customer, unless the laws of the Republic of Kazakhstan require it to be kept for longer. Data held in backups is deleted as the backups are rotated on their regular schedule.',
          'Provisions of the Terms that by their nature are intended to survive termination, including those on liability, data and dispute resolution, remain in force.',
        ],
      },
      {
        heading: '10. Changes to these Terms',
        paragraphs: [
          'The Operator may amend these Terms. Each new version is published on the Service website together with its version date.',
          'The Operator notifies the Customer of material changes in the Service and/or by e-mail at least 10 (ten) calendar days before they take effect.',
          'Changes required by law may take effect within the time limits set by law.',
          'If the Customer does not agree with the changes, it may stop using the Service before they take effect, as described in section 9 of these Terms. Continuing to use the Service after the changes take effect constitutes acceptance of the new version of the Terms.',
        ],
      },
      {
        heading: '11. Governing law and dispute resolution',
        paragraphs: [
          'These Terms and the parties’ relationship in connection with the use of the Service are governed by the laws of the Republic of Kazakhstan.',
          'The parties will seek to resolve any disputes and disagreements through negotiation. A claim must be sent in writing, including by e-mail, and is considered within 15 (fifteen) business days of receipt.',
          'Any dispute not resolved through negotiation is subject to the jurisdiction of the courts of the Republic of Kazakhstan in accordance with the rules of jurisdiction established by the laws of the Republic of Kazakhstan.',
          'If any provision of the Terms is held invalid, the remaining provisions remain in effect.',
          'These Terms are made in Russian, Kazakh and English. In the event of any discrepancy between the texts, the Russian text prevails.',
        ],
      },
      {
        heading: '12. Contact information',
        paragraphs: [
          'For any questions about these Terms or the operation of the Service, please contact the Operator at support@arenda-crm.kz.',
          'The support team is available Monday to Friday, 09:00 to 18:00 Astana time (UTC+5).',
          'Legally significant notices are sent to the Customer at the e-mail address provided when the organisation was registered and/or in the Service, and are deemed received on the business day following the day they are sent.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Version of 28 November 2026',
    intro:
      'This Privacy Policy (the “Policy”) explains what personal data is processed when the Arenda CRM online service (the “Service”) is used, for what purposes and on what legal grounds, how it is protected, and what rights data subjects have. The Policy applies to all users of the Service and to visitors of its public pages.',
    sections: [
      {
        heading: '1. General provisions',
        paragraphs: [
          'Personal data in the Service is processed in accordance with the Constitution of the Republic of Kazakhstan, the Law of the Republic of Kazakhstan of 21 May 2013 No. 94-V “On personal data and their protection” (the “Law”) and other regulatory legal acts of the Republic of Kazakhstan.',
          'The Service is provided by the Arenda CRM service operator (hereinafter “the Operator”). The Operator can be contacted by e-mail at support@arenda-crm.kz.',
          'The Service is used by landlord organisations (the “Customers”), their employees and their tenants. With respect to the personal data that a Customer and its users enter into the Service, the Customer is the owner and/or operator of the database containing personal data and determines the purposes of processing, while the Operator processes that data on the Customer’s behalf and in accordance with its instructions. With respect to data received through the public forms on the website and to technical data, the Operator acts as the owner and/or operator of the database containing personal data.',
          'By using the Service or submitting forms on its website, you confirm that you have read this Policy. If you do not agree with the Policy, please do not use the Service.',
        ],
      },
      {
        heading: '2. Personal data we process',
        paragraphs: [
          'Account data: login, surname, first name and patronymic (if any), phone number, e-mail address, role and access level within the organisation, and the selected interface language.',
          'Data about the Customer’s employees: individual identification number (IIN), position and department, pass-card and electronic pass events (date, time and access point), and working-time records.',
          'Data about tenants: company name, BIN or IIN, details of the leased premises, contact details of representatives (surname, first name, position, phone number, e-mail address), and the service requests, documents and correspondence relating to the lease.',
          'Questionnaire and form data: information provided by prospective tenants in waiting-list questionnaires (including contact details and premises requirements), and data submitted through the demo request and support forms on the website (name, organisation, phone number, e-mail address, message text).',
          'Technical data: IP address, browser and device information (user agent), session records (sign-in and sign-out times, active sessions), the audit log of changes (who changed which data in the Service and when), and error logs.',
          'Content uploaded by users: tasks, comments, files, documents and calendar events may contain personal data; what they contain is determined by the Customer and its users.',
          'The Operator does not require any information in the Service that is not necessary for the purposes of processing, such as information about health or religious or political beliefs. Users should not enter such information into the Service.',
        ],
      },
      {
        heading: '3. Purposes of processing',
        paragraphs: [
          'Providing the Service: registering the organisation, creating and managing accounts, authenticating users and enforcing role-based access.',
          'Running the features of the Service: handling tenant requests, maintaining the waiting list, tenant records, leases, tasks, correspondence and the calendar, and tracking working time from electronic pass events.',
          'Sending notifications: service notifications in the Service and push notifications about calendar events, requests and tasks, and e-mails with the sign-in details of a new account or a link to reset a password.',
          'Handling enquiries: responding to demo requests and support requests and providing technical support.',
          'Ensuring security: preventing unauthorised access and misuse, investigating incidents and maintaining the audit log.',
          'Performing the contract and complying with the law: issuing invoices, recording payments, keeping accounting records and responding to requests from competent state authorities.',
          'Personal data is not processed for purposes incompatible with those listed above.',
        ],
      },
      {
        heading: '4. Legal grounds for processing',
        paragraphs: [
          'Consent of the data subject, including consent given when submitting forms on the website or obtained by the Customer from its employees, tenants and other persons. Consent may be given in writing, as an electronic document or in any other way that allows its receipt to be confirmed, in the manner provided by the Law.',
          'Performance of a contract: processing necessary to provide the Service to the Customer under the Terms of Service, including creating accounts and making the features work.',
          'Compliance with obligations under the laws of the Republic of Kazakhstan, in particular in the areas of accounting, taxation and employment, and in response to requests from competent state authorities.',
          'Personal data is processed without the data subject’s consent only in cases provided for by the laws of the Republic of Kazakhstan.',
          'Before entering the personal data of its employees, tenants and other persons into the Service, the Customer must obtain their consent or have another lawful basis for processing, and must confirm this at the Operator’s request.',
        ],
      },
      {
        heading: '5. Where and how long data is stored',
        paragraphs: [
          'Personal data is stored in databases hosted on servers located in the Republic of Kazakhstan, in compliance with the data localisation requirement of Article 12 of the Law. Backups are also stored in the Republic of Kazakhstan.',
          'Personal data is kept no longer than its processing purposes require, unless a longer period is set by the laws of the Republic of Kazakhstan or by contract.',
          'Account data and other Customer data are kept for as long as the Customer uses the Service and are deleted 30 calendar days after the Customer’s access ends, unless the law requires longer retention. The Customer may export its data before it is deleted.',
          'Individual user accounts are blocked or deleted by the Customer. Audit log entries about a user’s actions may be kept as part of the organisation’s data until that data is deleted, so that the history of changes remains complete.',
          'Waiting-list questionnaires are kept for the period set by the Customer and are deleted by the Customer or together with the organisation’s data. Data received through the demo request and support forms is kept until the enquiry and any follow-up have been dealt with, or until consent is withdrawn, and is then deleted.',
          'Technical logs and session records are kept for as long as needed to ensure security and investigate incidents, and are then deleted or anonymised. Data held in backups is deleted as the backups are rotated on their regular schedule. Accounting records are kept for the periods required by the laws of the Republic of Kazakhstan.',
        ],
      },
      {
        heading: '6. Who has access to personal data',
        paragraphs: [
          'Only the Customer’s authorised users can access the organisation’s data, in line with the roles and access levels assigned to them. Roles and access levels are set by the administrator of the Customer’s organisation.',
          'Tenants can access only information relating to their own organisation: their own requests, leases, correspondence and notifications.',
          'The data of different Customers is logically isolated: users of one Customer cannot access the data of other Customers.',
          'The Operator’s staff access personal data only to the extent necessary to provide technical support and to keep the Service running and secure, and only under confidentiality obligations. Such access is limited to a small number of authorised persons.',
        ],
      },
      {
        heading: '7. Disclosure to third parties',
        paragraphs: [
          'The Operator does not sell or rent out personal data and does not share it with third parties for marketing purposes.',
          'Personal data is disclosed to third parties only where required or permitted by the laws of the Republic of Kazakhstan, including in response to requests from competent state authorities, with the consent of the data subject, or on the Customer’s instructions.',
          'The Operator uses e-mail delivery and push notification providers to deliver messages. They receive only what is needed to deliver a particular message (the recipient’s e-mail address or device identifier and the message text) and may not use it for any other purpose.',
          'If delivering a notification requires a limited amount of data to be transferred across borders, such a transfer takes place only in compliance with the requirements of the laws of the Republic of Kazakhstan on cross-border transfer of personal data.',
          'Anyone to whom personal data is disclosed must keep it confidential and protect it.',
        ],
      },
      {
        heading: '8. How we protect personal data',
        paragraphs: [
          'The Operator takes legal, organisational and technical measures to protect personal data against unlawful access, alteration, destruction, blocking, copying and dissemination, in accordance with the laws of the Republic of Kazakhstan.',
          'Data exchanged between the user’s browser and the Service is encrypted in transit (HTTPS/TLS).',
          'Passwords are never stored in plain text: the Service stores only password hashes computed with a unique salt using Argon2id, a memory-hard algorithm. Neither the Operator nor the Customer can find out a user’s password.',
          'Access to features and data is restricted by roles and access levels, and significant actions on data are recorded in the audit log.',
          'Data is backed up regularly so that it can be restored in the event of a failure.',
          'The Operator’s staff have restricted access to the infrastructure, granted on a least-privilege basis and protected by authentication controls.',
          'If an incident affecting the security of personal data is detected, the Operator takes steps to remedy it and notifies the affected Customers and, where required by law, the authorised body for personal data protection.',
          'Users also have a part to play: do not share your credentials, use strong passwords and sign out when using shared devices.',
        ],
      },
      {
        heading: '9. Cookies and local storage',
        paragraphs: [
          'To make the Service work, the user’s browser stores a session token that keeps the user signed in, and the selected interface language. This information is kept in the browser’s local storage (localStorage) or session storage (sessionStorage).',
          'This data is strictly necessary for the Service to work and is not used to track users. The Service does not use advertising trackers or third-party cookies for advertising or profiling.',
          'Users can delete the stored data in their browser settings or by signing out. Once the session token is deleted, the user will need to sign in again, and the interface language will revert to the default.',
          'If the Service starts using other browser storage technologies, this Policy will be updated accordingly.',
        ],
      },
      {
        heading: '10. Your rights as a data subject',
        paragraphs: [
          'Under the Law, data subjects have the following rights.',
          'Right of access: to know whether the owner and/or operator holds their personal data and to receive information confirming the fact, purposes, sources and methods of its collection and processing, the list of personal data and the periods for which it is processed.',
          'Right to rectification: to require their personal data to be changed or supplemented where there are grounds supported by relevant documents.',
          'Right to blocking: to require their personal data to be blocked where there is information that the conditions for its collection and processing have been breached.',
          'Right to erasure: to require the destruction of their personal data collected and processed in breach of the laws of the Republic of Kazakhstan, and in other cases provided for by the Law.',
          'Right to withdraw consent: to withdraw consent to the collection and processing of personal data, except where this would contradict the laws of the Republic of Kazakhstan or where an obligation remains unfulfilled.',
          'Right to protection: to appeal against the actions or inaction of the owner and/or operator to the authorised body for personal data protection or to a court, and to claim compensation for any harm caused.',
          'To exercise your rights, send a request to support@arenda-crm.kz stating your surname, first name, contact details, the organisation in which you have an account and what you are asking for. The Operator may ask for information needed to verify your identity.',
          'Requests are considered and answered within the time limits set by the laws of the Republic of Kazakhstan.',
          'If a request concerns data entered into the Service by a Customer (for example, an employee’s or tenant’s data), the Operator forwards it to that Customer as the owner and/or operator of the database containing personal data and helps the Customer to fulfil it. You may also contact the Customer directly.',
          'Withdrawing consent to processing, or deleting data that is needed to provide the Service, may make it impossible to continue using the account.',
        ],
      },
      {
        heading: '11. Persons under 18',
        paragraphs: [
          'The Service is intended for business use and is not intended for persons under the age of 18. The Operator does not knowingly collect personal data from such persons.',
          'If a Customer enters into the Service the data of an employee under the age of 18, the Customer must ensure that such processing is lawful, including by obtaining the consent of a legal representative where required by law.',
          'If you become aware that the personal data of a person under 18 has been entered into the Service without a lawful basis, please let us know at support@arenda-crm.kz. The Operator will pass the information on to the Customer so that it can take action, or will delete such data.',
        ],
      },
      {
        heading: '12. Changes to this Policy and contact information',
        paragraphs: [
          'The Operator may amend this Policy. The current version is published on the Service website together with its version date.',
          'The Operator notifies users of material changes in the Service and/or by e-mail at least 10 calendar days before they take effect, unless a different period is required by law.',
          'If you continue to use the Service after the changes take effect, this means that you have read the new version of the Policy.',
          'For questions about the processing of personal data and to exercise your rights, please contact the Operator at support@arenda-crm.kz. The support team is available Monday to Friday, 09:00 to 18:00 Astana time (UTC+5).',
        ],
      },
    ],
  },
};

export default legalEn;
