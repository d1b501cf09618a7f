import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { campaignFormDefaults } from '@/features/campaigns/lib/campaign-form-schema'
import { CampaignForm } from './campaign-form'

const newForm = {
  defaultValues: campaignFormDefaults,
  isPending: false,
  submitLabel: 'Create Campaign',
  pendingLabel: 'Creating…',
}

describe('CampaignForm', () => {
  it('starts at 1 post, Weekly, Medium, drafts only, every field labelled', () => {
    renderWithRouter(<CampaignForm {...newForm} onSubmit={vi.fn()} />)
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('Keywords')).toHaveValue('')
    expect(screen.getByLabelText('Posts per period')).toHaveValue(1)
    expect(screen.getByLabelText('Period')).toHaveDisplayValue('Weekly')
    expect(screen.getByLabelText('Post length')).toHaveDisplayValue('Medium (1,000 words)')
    expect(screen.getByLabelText('Publish without review')).not.toBeChecked()
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Daily',
      'Weekly',
      'Monthly',
      'Short (500 words)',
      'Medium (1,000 words)',
      'Long (2,000 words)',
    ])
  })

  it('shows the errors under their fields and does not submit', async () => {
    const onSubmit = vi.fn()
    renderWithRouter(<CampaignForm {...newForm} onSubmit={onSubmit} />)
    await userEvent.clear(screen.getByLabelText('Posts per period'))
    await userEvent.type(screen.getByLabelText('Posts per period'), '0')
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }))
    const name = screen.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name.parentElement).toHaveTextContent('Name is required')
    expect(screen.getByLabelText('Keywords').parentElement).toHaveTextContent(
      'Enter at least one keyword',
    )
    expect(screen.getByLabelText('Posts per period').parentElement).toHaveTextContent(
      'Posts per period must be at least 1',
    )
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits the parsed campaign', async () => {
    const onSubmit = vi.fn()
    renderWithRouter(<CampaignForm {...newForm} onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Name'), 'Growth')
    await userEvent.type(screen.getByLabelText('Keywords'), 'crm, , seo ')
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Daily')
    await userEvent.selectOptions(screen.getByLabelText('Post length'), 'Long (2,000 words)')
    await userEvent.click(screen.getByLabelText('Monday'))
    await userEvent.click(screen.getByLabelText('Thursday'))
    await userEvent.type(screen.getByLabelText('Time of day'), '10:30')
    await userEvent.type(screen.getByLabelText('Monthly article cap'), '8')
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }))
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Growth',
        keywords: ['crm', 'seo'],
        posts_frequency: 1,
        frequency_period: 'day',
        post_length: 'long',
        auto_publish: false,
        preferred_weekdays: [1, 4],
        time_of_day: '10:30',
        time_zone: 'UTC',
        monthly_article_cap: 8,
        monthly_token_cap: null,
      },
      expect.anything(),
    )
  })

  it('explains the cadence bound and refuses more than 10 posts a day', async () => {
    const onSubmit = vi.fn()
    renderWithRouter(<CampaignForm {...newForm} onSubmit={onSubmit} />)
    const frequency = screen.getByLabelText('Posts per period')
    expect(frequency).toHaveAccessibleDescription(
      'At most 10 posts a day: up to 10 daily, 70 weekly or 280 monthly.',
    )
    expect(frequency).toHaveAttribute('max', '70')
    await userEvent.type(screen.getByLabelText('Name'), 'Flood')
    await userEvent.type(screen.getByLabelText('Keywords'), 'crm')
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Daily')
    expect(frequency).toHaveAttribute('max', '10')
    await userEvent.clear(frequency)
    await userEvent.type(frequency, '50000000')
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }))
    expect(frequency).toHaveAttribute('aria-invalid', 'true')
    expect(frequency.parentElement).toHaveTextContent('At most 10 posts per day')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('says what is wrong with a cap of 0, a negative cap, an unknown time zone and a long keyword', async () => {
    const onSubmit = vi.fn()
    renderWithRouter(<CampaignForm {...newForm} onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Name'), 'Bad input')
    await userEvent.type(screen.getByLabelText('Keywords'), `crm, ${'k'.repeat(101)}`)
    await userEvent.type(screen.getByLabelText('Monthly article cap'), '0')
    await userEvent.type(screen.getByLabelText('Monthly token cap'), '-5')
    await userEvent.clear(screen.getByLabelText('Time zone'))
    await userEvent.type(screen.getByLabelText('Time zone'), 'Mars/Olympus')
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }))
    expect(screen.getByLabelText('Keywords').parentElement).toHaveTextContent(
      'Keyword too long (at most 100 characters): "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…"',
    )
    expect(screen.getByLabelText('Monthly article cap').parentElement).toHaveTextContent(
      'The monthly article cap must be at least 1',
    )
    expect(screen.getByLabelText('Monthly token cap').parentElement).toHaveTextContent(
      'The monthly token cap must be at least 1',
    )
    expect(screen.getByLabelText('Time zone').parentElement).toHaveTextContent(
      'Unknown time zone: Mars/Olympus',
    )
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('refuses more than 500 keywords', async () => {
    const onSubmit = vi.fn()
    renderWithRouter(<CampaignForm {...newForm} onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Name'), 'Many')
    const keywords = screen.getByLabelText('Keywords')
    await userEvent.click(keywords)
    await userEvent.paste(Array.from({ length: 501 }, (_, i) => `k${i}`).join(','))
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }))
    expect(keywords.parentElement).toHaveTextContent('At most 500 keywords per campaign')
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
