import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UndeliveredMailNotice } from '@/features/admin/components/undelivered-mail-notice'

const none = { undelivered: 0, oldest: null, lastError: null, refused: 0, lastRefusal: null }

describe('UndeliveredMailNotice', () => {
  it('shows nothing while every email is delivered', () => {
    const { container } = render(<UndeliveredMailNotice backlog={none} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('says which emails the provider refused for good, and why, apart from those it retries', () => {
    render(
      <UndeliveredMailNotice
        backlog={{
          ...none,
          undelivered: 2,
          lastError: 'email API answered 503: down',
          refused: 1,
          lastRefusal: 'email API answered 422: Invalid `to` field',
        }}
      />,
    )
    const [pending, refused] = screen.getAllByRole('status')
    expect(pending).toHaveTextContent('2 emails are not delivered yet')
    expect(pending).toHaveTextContent('Last error: email API answered 503: down')
    expect(refused).toHaveTextContent('1 email was refused by the email provider')
    expect(refused).toHaveTextContent('so it is not retried')
    expect(refused).toHaveTextContent('Reason: email API answered 422: Invalid `to` field')
  })
})
