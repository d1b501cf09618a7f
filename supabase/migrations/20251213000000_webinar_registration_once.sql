-- One registration per email and workshop: register-webinar treats a repeat as a success
-- that adds no row. Emails compare case-insensitively (Maria@… and maria@… are one person).
create unique index webinar_registration_email_title_key
  on public."Webinar Registration" (lower("Email"), webinar_title);
