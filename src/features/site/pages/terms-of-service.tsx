import { Seo } from '@/components/seo'
import { siteConfig } from '@/config/site'
import { LegalPage, type LegalSection } from '@/features/site/components/legal-page'

const { brand, contact } = siteConfig

const sections: LegalSection[] = [
  {
    title: 'Agreement',
    body: (
      <p>
        These Terms of Service govern your use of the {brand} website, platform and services. By
        accessing or using them you agree to these terms. If you do not agree, do not use our
        services.
      </p>
    ),
  },
  {
    title: 'Use of Services',
    body: (
      <>
        <p>You agree to use our services lawfully and not to:</p>
        <ul>
          <li>Violate any law, regulation or the rights of others, including privacy laws.</li>
          <li>Send unsolicited messages or spam to contacts obtained through the platform.</li>
          <li>Attempt to gain unauthorised access to our systems or other users’ accounts.</li>
          <li>Interfere with, overload or disrupt the services or their infrastructure.</li>
          <li>Copy, resell or reverse engineer the platform except as these terms allow.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Accounts',
    body: (
      <p>
        You are responsible for your account and for keeping your credentials confidential. You must
        give accurate information and keep it up to date, and tell us at once of any unauthorised
        use. We may suspend accounts that breach these terms.
      </p>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The platform, website, content, trademarks and software are owned by {brand} or its
        licensors and protected by law. You keep ownership of the data you upload; you give us a
        licence to process it only to provide the services.
      </p>
    ),
  },
  {
    title: 'Payment Terms',
    body: (
      <p>
        Subscriptions are billed in advance each billing period and renew until cancelled. Lead
        credits are prepaid and are consumed as leads are delivered. Prices are shown before you
        pay. Except where the law requires otherwise, payments are non-refundable. You can manage
        billing at any time in the billing portal.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent the law allows, {brand} is not liable for indirect, incidental,
        special or consequential damages, or for lost profits, revenue or data. Our total liability
        for any claim is limited to the amount you paid us in the twelve months before the claim.
      </p>
    ),
  },
  {
    title: 'Changes to Terms',
    body: (
      <p>
        We may update these terms from time to time. We will post the new terms on this page and
        update the date above; material changes are announced by email. Continuing to use the
        services after a change means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'affiliate-terms',
    title: 'Affiliate Program Terms',
    body: (
      <>
        <p>
          Affiliates earn commissions on customers they refer, as set out in their affiliate
          dashboard. Commissions are calculated on payments actually received from referred
          customers.
        </p>
        <ul>
          <li>
            Affiliate payments require an active {brand} account in good standing at the time of
            payment.
          </li>
          <li>
            Payments may be withheld or forfeited in case of fraud, self-referrals, misleading
            promotion or account suspension.
          </li>
          <li>Affiliates may not bid on our brand terms or present themselves as {brand}.</li>
        </ul>
        <p>
          Questions about the program:{' '}
          <a
            className="font-medium text-primary underline"
            href={`mailto:${contact.affiliateEmail}`}
          >
            {contact.affiliateEmail}
          </a>
          .
        </p>
      </>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about these terms? Email{' '}
        <a className="font-medium text-primary underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>{' '}
        or call {contact.phone}.
      </p>
    ),
  },
]

export function Component() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description={`The terms that govern your use of the ${brand} website, platform, lead credits and affiliate program.`}
        keywords={['terms of service', 'affiliate program', brand]}
      />
      <LegalPage title="Terms of Service" sections={sections} />
    </>
  )
}
