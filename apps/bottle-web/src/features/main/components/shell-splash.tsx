/**
 * The splash list (spec §7 /app/main/splash/list) inside the native shell: the shell shows its
 * splash at start-up, before the web view can draw (spec §4 "hide splash"), so the app hands it
 * the picture for the next start: the splash whose period holds today in Korea (the server's day,
 * /v2/hybridapp/common/crnttime), through the bridge's set key and value (`SPLASH_IMAGE_URL`).
 * In a browser there is no splash to set and nothing is asked. Renders nothing.
 */
import { useEffect } from 'react';
import { useSplashListQuery } from '@bottle/api';
import { useServices } from '../../../lib/services';
import { useServerClock } from '../../../lib/server-clock';

/** The key of the next start's splash picture in the shell's key-value store (ASSUMPTIONS.md). */
export const SPLASH_IMAGE_KEY = 'SPLASH_IMAGE_URL';

export default function ShellSplash() {
  const { getBridge } = useServices();
  const clock = useServerClock();
  const splash = useSplashListQuery();
  const today = clock.ready ? clock.today : undefined;
  const current = today
    ? splash.data?.splash_list.find((s) => s.start_dt.slice(0, 8) <= today && today <= s.end_dt.slice(0, 8))
    : undefined;
  const url = current?.img_url;
  useEffect(() => {
    if (!url) return;
    // A shell that cannot store it keeps its own splash: nothing to tell the member.
    void getBridge()
      .then((bridge) => bridge.setKeyValue({ key: SPLASH_IMAGE_KEY, value: url }))
      .catch(() => undefined);
  }, [url, getBridge]);
  return null;
}
