/** A request as the console's request page and its actions read it (GET /ops-api/requests/:reference). */
export type { RequestDetail as RequestView } from '@portal/domain/api/opsResponses';
