import md5 from 'blueimp-md5';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from '../../app/auth';
import { LOGIN_PATH } from '../../app/guard';
import { useLock, useSession } from '../../lib/session';
import { settings } from '../../lib/settings';

/** The lock screen's behaviour, shared by both layouts: the clock, unlocking, signing in again. */
export function useUnlock() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const { locked, passwordHash, unlock } = useLock();
  const [now, setNow] = useState(() => dayjs());
  const [wrong, setWrong] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);

  function tryUnlock(password: string) {
    if (md5(password) !== passwordHash) return setWrong(true);
    unlock();
    navigate(settings.homePath, { replace: true });
  }

  async function signInAgain() {
    await logOut().catch(() => {});
    navigate(LOGIN_PATH, { replace: true });
  }

  return { user, locked, now, wrong, clearWrong: () => setWrong(false), tryUnlock, signInAgain };
}
