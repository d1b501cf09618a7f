import { Seo } from '@/components/seo'
import { siteConfig } from '@/config/site'
import { LegalPage, type LegalSection } from '@/features/site/components/legal-page'

const { brand, contact } = siteConfig

const sections: LegalSection[] = [
  {
    title: 'Introduction',
    body: (
      <p>
        {brand} (“we”, “us”, “our”) respects your privacy. This Privacy Policy explains what
        information we collect when you visit our website, book a call, register for a workshop, buy
        lead credits or use our platform, how we use that information, and the choices you have. By
        using our website and services you agree to the practices described here.
      </p>
    ),
  },
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect the following kinds of information:</p>
        <ul>
          <li>
            <strong>Personal data</strong>: information that identifies you, such as your name,
            email address, phone number, company name and billing details, which you give us when
            you fill in a form, register for a workshop, book a call or make a purchase.
          </li>
          <li>
            <strong>Usage data</strong>: information collected automatically when you use our
            website, such as your IP address, browser type and version, the pages you visit, the
            time and date of your visit, the time spent on those pages and device identifiers.
          </li>
          <li>
            <strong>Cookies and tracking technologies</strong>: we use cookies, web beacons and
            similar technologies to remember your preferences, measure traffic and improve our
            services. You can instruct your browser to refuse cookies; some parts of the website may
            then not work as intended.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To provide, operate and maintain our website and services.</li>
        <li>To process purchases, manage your account and send you receipts.</li>
        <li>To respond to your enquiries and schedule the calls and demos you request.</li>
        <li>To send you workshop access, product updates and marketing you have agreed to.</li>
        <li>To understand how our website is used and to improve it.</li>
        <li>To detect, prevent and address fraud, abuse and technical issues.</li>
      </ul>
    ),
  },
  {
    title: 'Disclosure of Your Information',
    body: (
      <>
        <p>We do not sell your personal data. We may share it with:</p>
        <ul>
          <li>
            Service providers who process data on our behalf (hosting, payments, email delivery,
            scheduling and analytics), under contracts that require them to protect it.
          </li>
          <li>Professional advisers, and authorities where the law requires it.</li>
          <li>A successor business in a merger, acquisition or sale of assets.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Your Data Protection Rights',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>Access the personal data we hold about you.</li>
          <li>Update your personal data if it is incomplete.</li>
          <li>Delete your personal data.</li>
          <li>Rectification of data that is inaccurate.</li>
          <li>Object to our processing of your personal data.</li>
          <li>Restrict the processing of your personal data.</li>
          <li>
            Data portability: receive a copy of your data in a structured, machine-readable format.
          </li>
          <li>Withdraw consent at any time where we rely on your consent.</li>
        </ul>
        <p>
          To exercise any of these rights, contact us at the address below. We answer within 30
          days.
        </p>
      </>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        If you have questions about this Privacy Policy or your personal data, email us at{' '}
        <a className="font-medium text-primary underline" href={`mailto:${contact.privacyEmail}`}>
          {contact.privacyEmail}
        </a>
        .
      </p>
    ),
  },
]

export function Component() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description={`How ${brand} collects, uses and protects your personal data, and the rights you have over it.`}
        keywords={['privacy policy', 'data protection', 'GDPR', brand]}
      />
      <LegalPage title="Privacy Policy" sections={sections} />
    </>
  )
}
