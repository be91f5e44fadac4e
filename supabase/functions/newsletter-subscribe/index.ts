// Newsletter sign-up: the only write path into newsletter_subscribers (anon has no rights on it).
import { createClient } from 'npm:@supabase/supabase-js@2';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

// The e-mail rule is the table's CHECK constraint (the same pattern as the site's shared/newsletter.ts):
// a violation (23514) is the visitor's mistake, answered 400; no second copy of the rule lives here.
const CHECK_VIOLATION = '23514';
const INVALID = 'Please enter a valid e-mail address.';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

async function readEmail(req: Request): Promise<string | null> {
  try {
    const body = await req.json();
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const email = await readEmail(req);
  if (!email) return json({ error: INVALID }, 400);

  const supabase = createClient(
    Deno.env.get('SUPABASE_URL') ?? '',
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    { auth: { persistSession: false, autoRefreshToken: false } },
  );
  // Subscribing twice is not an error: the visitor should not learn whether an address is on the list.
  const { error } = await supabase
    .from('newsletter_subscribers')
    .upsert({ email }, { onConflict: 'email', ignoreDuplicates: true });
  if (error?.code === CHECK_VIOLATION) return json({ error: INVALID }, 400);
  if (error) {
    console.error('newsletter-subscribe insert failed', error);
    return json({ error: 'Failed to subscribe. Please try again.' }, 500);
  }
  return json({ ok: true });
});
