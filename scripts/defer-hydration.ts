/*
 * Build step (react-router.config.ts `buildEnd`): the landing page starts the app when the visitor
 * first needs it, not while the page is loading.
 *
 * The prerendered HTML of `/` is complete on its own (text, artwork, links). Loading and hydrating the
 * React app (about 160 KB of gzip-compressed JavaScript) while a phone is still painting that page
 * delays the picture and blocks the main thread for seconds. So, on the pages listed here, the app's
 * module preloads are removed and the module script that starts it runs:
 *   - at once for a signed-in player (a stored session: their account menu must show);
 *   - otherwise on the first interaction (pointer, touch, key, wheel, scroll or focus);
 *   - otherwise 4 s after the load event (the latest news needs the app).
 * Why it started is left in <html data-app-start> (session, timer, or the event's type).
 * A click on a button before the app is ready is kept and replayed once it is (the app announces it
 * with the `app:hydrated` event, see components/navbar.tsx).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/** The inline script that replaces React Router's module script. */
function bootstrap(moduleCode: string): string {
  const code = JSON.stringify(moduleCode).replace(/<\/script/gi, '<\\/script');
  return `<script>(function(){var code=${code},started=false,pending=null,d=document,w=window;
var events=['pointerdown','pointermove','keydown','touchstart','wheel','scroll','focusin'];
function start(why){if(started)return;started=true;events.forEach(function(e){w.removeEventListener(e,start,true)});
d.documentElement.setAttribute('data-app-start',typeof why==='string'?why:why.type);
var s=d.createElement('script');s.type='module';s.textContent=code;d.body.appendChild(s)}
function keep(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(!b)return;
pending=b;e.preventDefault();e.stopImmediatePropagation();start('click')}
d.addEventListener('click',keep,true);
w.addEventListener('app:hydrated',function(){d.removeEventListener('click',keep,true);
if(pending&&pending.isConnected){var b=pending;pending=null;press(b)}},{once:true});
function press(b){['pointerdown','mousedown','pointerup','mouseup'].forEach(function(t){
b.dispatchEvent(new (t.charAt(0)==='p'?PointerEvent:MouseEvent)(t,{bubbles:true,cancelable:true,button:0,pointerType:'mouse'}))});
b.click()}
try{if(localStorage.getItem('authToken'))start('session')}catch(e){}
events.forEach(function(e){w.addEventListener(e,start,{capture:true,passive:true})});
w.addEventListener('load',function(){setTimeout(function(){start('timer')},4000)},{once:true})})();</script>`;
}

/** Rewrites one prerendered page so its app starts on demand; throws if the page is not as expected. */
export function deferPage(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) throw new Error('defer-hydration: no React Router module script in the page');
  return html.replace(MODULE_PRELOAD, '').replace(match[0], bootstrap(match[1]!));
}

/** Pages whose app starts on demand: the landing page, where first-visit speed matters most. */
export const DEFERRED_PAGES = ['/'];

export function deferHydration(clientDir: string, pages: readonly string[] = DEFERRED_PAGES): void {
  for (const page of pages) {
    const file = path.join(clientDir, page, 'index.html');
    writeFileSync(file, deferPage(readFileSync(file, 'utf8')));
  }
}
