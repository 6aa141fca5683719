import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Africa's Talking's USSD side, simulated: a phone dials the service code and types replies on the page
 * (GET /ussd) or through POST /simulator/ussd; the simulator keeps each session's inputs, posts them to the
 * product's USSD callback as Africa's Talking does (a form: sessionId, serviceCode, phoneNumber,
 * networkCode, text = every input so far joined by '*'), and shows the page the product answers. A session
 * idle for `timeoutMs` is dropped, as the network drops it: the next reply starts a new one.
 */

export interface UssdSimulatorOptions {
  /** The product's callback (USSD_CALLBACK_URL); none: the page says the menu is not set up. */
  readonly callbackUrl: string | undefined;
  readonly serviceCode: string;
  readonly timeoutMs?: number;
}

interface SimulatedSession {
  readonly phone: string;
  readonly inputs: string[];
  lastAt: number;
}

const PAGE = (serviceCode: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>USSD simulator: ${serviceCode}</title>
<style>body{font:16px system-ui,sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0 .2rem}input,button{font:inherit;padding:.6rem;width:100%;box-sizing:border-box}
button{margin-top:.6rem;background:#1b5e9f;color:#fff;border:0;border-radius:6px}
#screen{white-space:pre-wrap;background:#111;color:#9f9;padding:1rem;border-radius:8px;min-height:8rem;margin-top:1rem}</style></head>
<body><h1>Dial ${serviceCode}</h1><p>A local stand-in for a feature phone on Africa's Talking's USSD.</p>
<label for="phone">Phone number</label><input id="phone" value="+254712345678" required>
<button id="dial" type="button">Dial ${serviceCode}</button>
<div id="screen" role="status" aria-live="polite"></div>
<h2>SMS to this phone</h2><ul id="inbox"></ul>
<form id="reply"><label for="input">Reply</label><input id="input" autocomplete="off" inputmode="numeric">
<button type="submit">Send</button></form>
<script>let session=null;const screen=document.getElementById('screen');
async function send(input){const r=await fetch('/simulator/ussd',{method:'POST',headers:{'Content-Type':'application/json'},
body:JSON.stringify({phone:document.getElementById('phone').value,sessionId:session,input})});const b=await r.json();
session=b.ended?null:b.sessionId;screen.textContent=b.page;
const m=await (await fetch('/simulator/inbox?phone='+encodeURIComponent(document.getElementById('phone').value))).json();
const list=document.getElementById('inbox');list.replaceChildren(...m.messages.map((t)=>{const li=document.createElement('li');li.textContent=t;return li;}));}
document.getElementById('dial').addEventListener('click',()=>{session=null;send(null);});
document.getElementById('reply').addEventListener('submit',(e)=>{e.preventDefault();const i=document.getElementById('input');
send(i.value);i.value='';});</script></body></html>`;

export const ussdRoutes = (
  app: FastifyInstance,
  options: UssdSimulatorOptions,
  inbox: (phone: string) => readonly string[],
): void => {
  const sessions = new Map<string, SimulatedSession>();
  const timeoutMs = options.timeoutMs ?? 180_000;
  app.get('/ussd', async (_request, reply) => reply.type('text/html').send(PAGE(options.serviceCode)));
  // the phone's SMS inbox: the codes the menu sends are read here, as on the phone
  app.get('/simulator/inbox', async (request) => ({
    messages: inbox(String((request.query as { phone?: unknown }).phone ?? '')).slice(-5),
  }));
  app.post('/simulator/ussd', async (request, reply) => {
    const b = (request.body ?? {}) as { phone?: unknown; sessionId?: unknown; input?: unknown };
    if (!options.callbackUrl)
      return reply.code(503).send({ page: 'The USSD menu is not set up.', ended: true });
    const phone = String(b.phone ?? '');
    const now = Date.now();
    for (const [id, s] of sessions) if (now - s.lastAt > timeoutMs) sessions.delete(id);
    let sessionId = typeof b.sessionId === 'string' ? b.sessionId : '';
    let session = sessions.get(sessionId);
    if (!session || session.phone !== phone) {
      sessionId = `ATUid_${randomUUID().replace(/-/g, '')}`;
      session = { phone, inputs: [], lastAt: now };
      sessions.set(sessionId, session);
    } else if (typeof b.input === 'string') session.inputs.push(b.input.replace(/\*/g, ''));
    session.lastAt = now;
    const response = await fetch(options.callbackUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId,
        serviceCode: options.serviceCode,
        phoneNumber: phone,
        networkCode: '63902',
        text: session.inputs.join('*'),
      }).toString(),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    const text = response ? await response.text() : 'END The service did not answer.';
    const ended = !text.startsWith('CON ');
    if (ended) sessions.delete(sessionId);
    return { sessionId, page: text.replace(/^(CON|END) /, ''), ended };
  });
};
