import { buttonCodes } from '../codes';

export const logCodes = buttonCodes('log', ['view']);
export const smsCodes = buttonCodes('sms', ['view']);
export const attachCodes = buttonCodes('attach', ['view', 'add', 'edit', 'delete']);
export const registrationCodes = buttonCodes('registration', ['view', 'approve']);
