import type { Language } from '../../../contract/i18n/languages.ts';
import { translate } from '../../../contract/i18n/messages.ts';
import '../../platform/texts.ts';

/*
 * A person's words for a session's device, from its User-Agent: the browser and the system, e.g.
 * "Firefox on Windows". Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and
 * Android also says Linux.
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeDevice(userAgent: string, language: Language): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return translate(language, 'api.account.device', { browser, system });
  return browser ?? system ?? translate(language, 'api.account.deviceUnknown');
}
