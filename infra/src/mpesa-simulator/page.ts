/** The simulator's page: make a paybill payment by hand, as a parent would from their phone. */
export const PAYBILL_PAGE = (shortCode: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>M-Pesa simulator: pay bill ${shortCode}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0 .2rem}input,button{font:inherit;padding:.6rem;width:100%;box-sizing:border-box}
button{margin-top:1rem;background:#1b7f3b;color:#fff;border:0;border-radius:6px}#out{margin-top:1rem}</style></head>
<body><h1>Pay bill ${shortCode}</h1>
<p>A local stand-in for M-Pesa: the payment is confirmed to the product as M-Pesa would.</p>
<form id="pay"><label for="reference">Account number (the child's participant ID)</label>
<input id="reference" name="reference" required maxlength="20" placeholder="KE0420-001">
<label for="amount">Amount (KES)</label><input id="amount" name="amount" type="number" min="1" max="150000" step="1" required>
<label for="phone">Phone</label><input id="phone" name="phone" required pattern="254[17][0-9]{8}" value="254712345678">
<button type="submit">Send</button></form><p id="out" role="status" aria-live="polite"></p>
<h2>Requests to pay (STK push)</h2>
<label for="stk">When the product asks a phone to pay, the parent</label>
<select id="stk"><option value="paid">pays</option><option value="cancelled">cancels</option>
<option value="insufficient">has too little money</option><option value="timeout">does not answer</option>
<option value="silent">… and M-Pesa sends no answer at all</option></select>
<script>document.getElementById('pay').addEventListener('submit',async(e)=>{e.preventDefault();
const f=new FormData(e.target);const out=document.getElementById('out');
const r=await fetch('/simulator/paybill',{method:'POST',headers:{'Content-Type':'application/json'},
body:JSON.stringify({reference:f.get('reference'),amount:Number(f.get('amount')),phone:f.get('phone')})});
const b=await r.json();out.textContent=r.ok?'Paid: receipt '+b.receipt+(b.confirmed?'':' (no confirmation URL registered yet)'):b.errorMessage;});
const stk=document.getElementById('stk');fetch('/simulator/stk-outcome').then(r=>r.json()).then(b=>{stk.value=b.outcome;});
stk.addEventListener('change',()=>fetch('/simulator/stk-outcome',{method:'POST',headers:{'Content-Type':'application/json'},
body:JSON.stringify({outcome:stk.value})}));</script>
</body></html>`;
