import md5 from 'blueimp-md5';
import { post } from '../../lib/http';

export type PasswordChange = { oldPassword: string; newPassword: string; newPassword1: string };

/** `POST /api/blade-user/update-password`: every value md5 hex, in the query as Saber sends them (spec §7). */
export const changePassword = (change: PasswordChange) =>
  post<boolean>('/blade-user/update-password', undefined, {
    query: {
      oldPassword: md5(change.oldPassword),
      newPassword: md5(change.newPassword),
      newPassword1: md5(change.newPassword1),
    },
  });
