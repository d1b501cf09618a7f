-- Local sample data only (npm run db:reset). Never run against a hosted project: the
-- admin password below is a public demo value.

-- Local admin: admin@example.com / local-admin-password
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000',
  'a0000000-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  'admin@example.com',
  extensions.crypt('local-admin-password', extensions.gen_salt('bf')),
  now(),
  '{"provider":"email","providers":["email"]}',
  '{}',
  now(),
  now(),
  '', '', '', ''
);

insert into auth.identities (
  id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
) values (
  'a0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000001',
  '{"sub":"a0000000-0000-4000-8000-000000000001","email":"admin@example.com","email_verified":true}',
  'email',
  now(),
  now(),
  now()
);

-- The first account is the owner. The portal requires no second factor locally, so this
-- account signs in with the password alone; an owner turns it on under Accounts (docs/auth.md).
insert into public.admin_users (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'owner');
update public.portal_settings set mfa_required = false;

insert into public.blog_campaigns (
  id, name, keywords, posts_frequency, frequency_period, post_length, user_id, status, created_at
) values (
  'c0000000-0000-4000-8000-000000000001',
  'Visitor intelligence for agencies',
  array['identity resolution', 'visitor tracking', 'customer journey', 'acquisition cost'],
  2,
  'week',
  'medium',
  'a0000000-0000-4000-8000-000000000001',
  'active',
  '2025-05-12 09:00:00+00'
);

insert into public.blog_posts (
  id, title, slug, content, meta_description, seo_title, featured_image, featured_image_alt,
  published, created_at, updated_at, author_id, campaign_id, reading_time
) values
(
  'b0000000-0000-4000-8000-000000000001',
  'What Is Identity Resolution? Turning Anonymous Visitors into Leads',
  'what-is-identity-resolution',
  $html$<p>Most websites are visited by far more people than they ever hear from. A typical business site converts somewhere between one and three percent of its traffic into a form fill, a call or a chat. The other ninety-seven percent read a page or two, compare prices, and leave without a trace. Identity resolution is the practice of recovering who some of those silent visitors were, so that a sales team can follow up with people who have already shown interest instead of cold prospects who never have.</p>

<h2>What identity resolution actually means</h2>
<p>At its core, identity resolution connects an anonymous browsing session to a known person or business. A visitor arrives with nothing more than a browser, an IP address and a handful of signals about their device. On its own that tells you very little. Matched against a large, permission-based identity graph, those same signals can be linked to a verified contact record: a name, a business email, a company, sometimes a job title and a phone number.</p>
<p>The match is probabilistic, not magic. A good provider only returns a record when several independent signals agree, and it reports nothing when they do not. That is why realistic identification rates sit between ten and thirty percent of traffic rather than anywhere near all of it. Anyone promising to name every visitor is either guessing or cutting corners on consent.</p>

<h2>How the process works, step by step</h2>
<ul>
  <li><strong>Capture.</strong> A lightweight tracking script records page views, time on page, referrer and campaign parameters for every session, identified or not.</li>
  <li><strong>Match.</strong> Session signals are compared with the identity graph. Only matches that clear a confidence threshold are kept.</li>
  <li><strong>Enrich.</strong> A matched visitor is enriched with firmographic details such as company size, industry and location, so you can judge fit at a glance.</li>
  <li><strong>Route.</strong> The resolved contact, together with the pages they viewed, lands in your CRM or a webhook, where an automation decides what happens next.</li>
</ul>
<p>The browsing history is what turns a contact into a lead. Someone who read the pricing page twice and spent four minutes on a case study is in a very different place from someone who bounced off a blog post. Keeping that journey attached to the record lets you prioritise the warmest visitors first.</p>

<h2>Where identity resolution earns its keep</h2>
<p>The most direct use is sales follow-up. When a resolved visitor matches your ideal customer profile, a rep can reach out within the hour with a message that reflects what the person was researching. Response rates on these warm conversations are consistently higher than on cold outreach, because the timing is right and the context is real.</p>
<p>It is just as useful for marketing. Resolved visitors can be added to nurture sequences, retargeting audiences and lookalike lists. Because you know which campaign brought each person in, you can finally calculate acquisition cost per identified lead rather than per anonymous click, and move budget towards the channels that bring in buyers rather than browsers.</p>
<p>Agencies use the same data to prove value to their clients. Showing a local business owner the names of the companies that visited their site last week is far more persuasive than a chart of sessions.</p>

<h2>Doing it responsibly</h2>
<p>Identity data is personal data, and it should be handled that way. Only work with providers whose graph is built on documented consent. Publish a clear privacy policy that explains what you collect and why, honour opt-out and deletion requests promptly, and keep resolved records in a system with proper access controls. Outreach should be relevant and easy to decline; a single helpful message beats a barrage of automated follow-ups.</p>
<p>It also pays to be honest internally about accuracy. Treat a resolved contact as a strong hint, confirm fit before investing serious sales time, and measure how many resolved visitors turn into real conversations. Those numbers will tell you more about the quality of your identity provider than any headline match rate.</p>

<h2>Getting started</h2>
<p>Start small. Install the tracking script on your highest-intent pages, such as pricing, demo and contact, and watch the resolved visitors for two weeks before wiring up any automation. Once you trust the data, route the best-fit matches to a single rep or a short email sequence and compare the results with your existing lead sources. Most teams find that a modest slice of identified traffic, followed up quickly and personally, becomes one of their most efficient sources of pipeline.</p>
<p>Anonymous traffic is not a lost cause. With careful identity resolution, part of it becomes a list of people who have already raised their hand; they simply had not told you yet.</p>$html$,
  'Identity resolution links anonymous website sessions to real contacts. Learn how it works, realistic match rates, and how to use it responsibly.',
  'What Is Identity Resolution? A Practical Guide for Sales Teams',
  '/blog/identity-resolution.jpg',
  'Anonymous website visitors being matched to contact cards',
  true,
  '2025-04-14 08:00:00+00',
  '2025-04-14 08:00:00+00',
  'a0000000-0000-4000-8000-000000000001',
  null,
  4
),
(
  'b0000000-0000-4000-8000-000000000002',
  'GMB Rank Tracking: Measuring Local Visibility Street by Street',
  'gmb-rank-tracking-guide',
  $html$<p>Ask a local business owner where they rank on Google and you will usually get a single number: third, perhaps, or first on a good day. The truth is more complicated. Google Business Profile results (still widely called GMB, after the old Google My Business name) change from street to street, because the search engine weighs how close each business is to the person searching. A plumber can be first for customers around the corner and invisible two miles away. GMB rank tracking measures that reality instead of a flattering average.</p>

<h2>Why a single ranking number misleads</h2>
<p>Local results are ranked on three broad factors: relevance, distance and prominence. Relevance is how well your profile matches the query. Prominence is how well known and well reviewed you are. Distance is the one you cannot control, and it is why a rank checked from your own office is almost always better than the rank your customers see. Checking from one location tells you about one location. Customers search from everywhere in your service area.</p>

<h2>How grid-based rank tracking works</h2>
<p>Modern GMB rank trackers lay a grid of points over your service area, for example seven by seven points spaced half a mile apart, and run the same search as if it came from each point. The result is a map: green where you appear in the top three, amber where you are further down the local pack, red where you are missing. From that map a few numbers fall out naturally.</p>
<ul>
  <li><strong>Average rank</strong> across every grid point, counting points where you are not found at the bottom of the scale.</li>
  <li><strong>Average rank in the top three and top ten</strong>, which show how strong you are where you already compete.</li>
  <li><strong>Share of points found in the top three</strong>, the closest proxy for how often you appear in the map pack that most people click.</li>
  <li><strong>Current rank at the business location</strong>, useful as a sanity check but never as the headline.</li>
</ul>
<p>Run the same grid on a fixed schedule and the history becomes the most valuable part. You can see whether a new batch of reviews, a category change or a fresh set of photos moved the needle, and in which neighbourhoods.</p>

<h2>Reading the map like an analyst</h2>
<p>A healthy profile shows a green core around the business that fades gradually towards the edges. A few patterns deserve attention. A green core that is unusually small suggests weak prominence: more reviews, better photos and consistent citations tend to widen it. Strong rankings in one direction and weak ones in another often point to a competitor with a better-located office or a more complete profile. Sudden drops across the whole grid are worth investigating immediately, because they can signal a suspended profile, a changed category or a duplicate listing.</p>
<p>Always track the keywords customers actually use, not the ones that look good in a report. A video game store cares about "video game store" and "used games near me" far more than its brand name, which it will rank for anyway.</p>

<h2>Turning tracking into improvements</h2>
<p>Measurement only matters if it changes what you do. The most reliable levers for local visibility are well known, and rank tracking tells you which one to pull first.</p>
<ul>
  <li>Choose the most specific primary category available and add relevant secondary categories.</li>
  <li>Ask every satisfied customer for a review and reply to each one, positive or negative.</li>
  <li>Keep opening hours, services and products complete and current.</li>
  <li>Post updates and photos regularly so the profile looks active.</li>
  <li>Make sure your name, address and phone number match exactly across directories and your website.</li>
</ul>
<p>After each change, let the grid run for a few weeks before drawing conclusions. Local rankings move slowly and noisily, and the history protects you from reacting to a single bad day.</p>

<h2>Why agencies love grid reports</h2>
<p>For agencies, grid-based tracking solves a long-standing reporting problem. Clients understand maps instantly. Showing a client that their top-three coverage grew from a small pocket around their shop to most of their town is a far clearer story than a table of average positions. Scheduled scans, exported history and side-by-side competitor views turn local SEO from a vague promise into something a business owner can see improving month after month.</p>
<p>If you only check your ranking from your desk, you are seeing the best case. Put a grid over your service area and you will see the market the way your customers do.</p>$html$,
  'Why a single local ranking misleads, how grid-based GMB rank tracking works, and how to turn the map into better Google Business Profile results.',
  'GMB Rank Tracking Guide: Grid Maps, Metrics and Fixes',
  '/blog/gmb-rank-tracking.jpg',
  'A map grid of local search rankings coloured green, amber and red',
  true,
  '2025-04-28 08:00:00+00',
  '2025-04-28 08:00:00+00',
  'a0000000-0000-4000-8000-000000000001',
  null,
  4
),
(
  'b0000000-0000-4000-8000-000000000003',
  'Seven CRM Automations That Quietly Close More Deals',
  'crm-automations-that-close-deals',
  $html$<p>A CRM is only as good as what happens after a lead arrives. Most teams already capture contacts reasonably well; where they lose deals is in the gaps between steps, when a form fill waits a day for a reply, a quote is sent and never followed up, or a happy customer is never asked for a referral. Automations close those gaps. Here are seven that pay for themselves quickly, whatever the size of your team.</p>

<h2>1. Speed-to-lead responses</h2>
<p>The odds of reaching a new lead fall sharply after the first few minutes. An automation that replies immediately, by email and text where you have consent, acknowledges the enquiry, sets expectations and offers a booking link. At the same time it notifies the right salesperson and creates a task due within the hour. The lead feels heard, and your team is reminded before the moment passes.</p>

<h2>2. Routing by fit and intent</h2>
<p>Not every lead deserves the same treatment. Use the information you already have, such as company size, location, the pages a visitor viewed or the campaign they came from, to route each lead automatically. High-fit leads go straight to a senior rep, smaller ones to a nurture sequence, and anything outside your service area receives a polite, helpful reply instead of silence.</p>

<h2>3. Missed-call text back</h2>
<p>Calls that go unanswered are one of the most expensive leaks in a local business. A simple rule that texts every missed caller within a minute, offering to help by message or to call back at a time that suits them, recovers a surprising share of those conversations. It also captures the number in the CRM so the contact is never lost.</p>

<h2>4. Appointment reminders and no-show recovery</h2>
<p>Booked calls and visits are worth protecting. Send a confirmation when the appointment is made, a reminder the day before and another an hour before, each with an easy way to reschedule. When someone does not show, an automation should follow up the same day with a new booking link rather than leaving the opportunity to go cold.</p>

<h2>5. Pipeline stage nudges</h2>
<p>Deals stall quietly. Set a maximum age for each pipeline stage and let the CRM raise a task, or send a gentle check-in to the prospect, when a deal sits too long. A proposal that has been open for five days without a reply is the perfect trigger for a short, personal follow-up that asks whether there are any questions.</p>
<ul>
  <li>Proposal sent and unopened after two days: resend with a one-line summary.</li>
  <li>Proposal opened but no reply after five days: task for the owner to call.</li>
  <li>No activity for thirty days: move to a long-term nurture sequence.</li>
</ul>

<h2>6. Review and referral requests</h2>
<p>Your happiest customers are your best marketing channel, but only if you ask them. When a deal is marked won or a job is completed, wait a sensible number of days and then ask for a review, linking directly to your Google Business Profile. A few weeks later, ask satisfied customers whether they know anyone else who could use your help. Reviews improve local rankings, and referrals close faster than any other lead source.</p>

<h2>7. Re-engagement of old leads</h2>
<p>Every CRM holds hundreds of contacts who were interested once and then went quiet. A quarterly re-engagement sequence, with a useful article, a seasonal offer or a simple question asking whether their needs have changed, wakes up a steady trickle of them. Anyone who clicks or replies can be routed back to sales with their history intact.</p>

<h2>Keeping automations healthy</h2>
<p>Automations save time only while they stay accurate. Give each one a clear owner, name it after what it does, and review the results every month: how many contacts entered, how many replied, how many converted. Watch for overlaps, since a lead enrolled in three sequences at once will feel spammed rather than served. Always include an easy way to opt out, and stop a sequence the moment someone replies so a human can take over the conversation.</p>
<p>Start with the first two automations on this list. Fast responses and sensible routing alone will lift conversion rates for most teams, and the results will show you where to build next. Good automation never replaces the personal touch; it makes sure that touch arrives at the right moment.</p>$html$,
  'Seven CRM automations, from speed-to-lead replies to review requests, that stop leads slipping through the gaps in your sales process.',
  null,
  '/blog/crm-automations.jpg',
  'A sales pipeline with automated steps connecting each stage',
  true,
  '2025-05-05 08:00:00+00',
  '2025-05-05 08:00:00+00',
  'a0000000-0000-4000-8000-000000000001',
  null,
  4
),
(
  'b0000000-0000-4000-8000-000000000004',
  'Attribution Without Guesswork: Following the Whole Visitor Journey',
  'visitor-journey-attribution',
  $html$<p>Attribution reports often credit the last click and ignore everything that came before it. This draft looks at how following the whole visitor journey, from the first ad impression to the booked call, changes which channels look profitable.</p>

<h2>Outline</h2>
<ul>
  <li>Why last-click attribution undervalues content and local search.</li>
  <li>Stitching sessions together with identity resolution.</li>
  <li>Calculating acquisition cost per identified lead.</li>
</ul>
<p>To be expanded before publishing.</p>$html$,
  null,
  null,
  null,
  null,
  false,
  '2025-05-12 09:05:00+00',
  '2025-05-12 09:05:00+00',
  null,
  'c0000000-0000-4000-8000-000000000001',
  1
);

-- Relative dates so the portal's "last month" statistics have data on any day.
insert into public."Webinar Registration" (id, name, "Email", webinar_title, created_at) values
  ('d0000000-0000-4000-8000-000000000001', 'Maria Lopez', 'maria.lopez@example.com',
    'Identity Resolution Workshop', now() - interval '2 days'),
  ('d0000000-0000-4000-8000-000000000002', 'James Carter', 'james@carter-plumbing.example',
    'Identity Resolution Workshop', now() - interval '9 days'),
  ('d0000000-0000-4000-8000-000000000003', 'Priya Shah', 'priya.shah@example.org',
    'Identity Resolution Workshop', now() - interval '20 days'),
  ('d0000000-0000-4000-8000-000000000004', 'Tom Becker', null,
    'Identity Resolution Workshop', now() - interval '26 days'),
  ('d0000000-0000-4000-8000-000000000005', 'Aisha Bello', 'aisha@bello-agency.example',
    'Identity Resolution Workshop', now() - interval '45 days'),
  ('d0000000-0000-4000-8000-000000000006', null, 'info@northside-games.example',
    'Identity Resolution Workshop', now() - interval '52 days');

-- The seeded posts were published when they were written: their publish date is their creation
-- date (a publish without a date is dated now).
update public.blog_posts set published_at = created_at where published;

-- The sample rows above are nobody's action: the audit trail starts empty.
delete from public.admin_audit_log;
