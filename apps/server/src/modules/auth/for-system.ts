/** OAuth client secrets, for the client administration of the system module. */
export { generateClientSecret, hashClientSecret } from './client.service';
