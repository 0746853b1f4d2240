// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';

describe('the form field', () => {
  it('names the control by its label and describes it by its help', () => {
    render(
      <FormField label="Phone" help="Like 0300 1234567" required>
        {(props) => <input {...props} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Phone/ });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input).toHaveProperty('required', true);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Like 0300 1234567',
    );
  });

  it('marks the control invalid and announces the error with the help', () => {
    render(
      <FormField label="Phone" help="Like 0300 1234567" error="Please enter a valid phone number">
        {(props) => <input {...props} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Like 0300 1234567', 'Please enter a valid phone number']);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid phone number');
  });
});

function City() {
  const [city, setCity] = useState('');
  return (
    <>
      <Select
        label="City"
        placeholder="All cities"
        options={[
          { value: 'khi', label: 'Karachi' },
          { value: 'lhr', label: 'Lahore' },
        ]}
        value={city}
        onChange={setCity}
      />
      <output>{city || 'none'}</output>
    </>
  );
}

describe('a form field in a form that announces its own errors', () => {
  it('keeps its fixed ids, is described by the extra part too, and does not shout the error', () => {
    render(
      <FormField
        id="password"
        label="Password"
        error="Password is too weak"
        extra={<p id="password-extra">Strength: weak</p>}
        announceError={false}
      >
        {(props) => <input type="password" {...props} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.id).toBe('password');
    expect(input.getAttribute('aria-describedby')).toBe('password-error password-extra');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the select', () => {
  it('offers its options under its label and reports the choice', async () => {
    const user = userEvent.setup();
    render(<City />);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All cities',
      'Karachi',
      'Lahore',
    ]);
    await user.selectOptions(select, 'Lahore');
    expect(screen.getByRole('status').textContent).toBe('lhr');
  });
});
