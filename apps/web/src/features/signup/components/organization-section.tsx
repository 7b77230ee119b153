import { COMPANY_SIZES, COUNTRIES, INDUSTRIES, SLUG_MAX_LENGTH } from '@kairox/contract';
import { Controller } from 'react-hook-form';
import { FormField, TextField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SIGNUP_TEXT } from '../messages';
import type { SignupForm } from '../use-signup-form';
import { DomainField } from './domain-field';
import { PlanField } from './plan-field';
import { Optional, Section, WithLabelNote } from './signup-layout';

export function OrganizationSection({ signup }: { signup: SignupForm }) {
  const { id, form, onOrganizationNameChange, slugInput } = signup;
  return (
    <Section {...SIGNUP_TEXT.sections.organization}>
      <TextField
        form={form}
        name="organizationName"
        id={id('organizationName')}
        label={SIGNUP_TEXT.organizationName}
        required
        className="sm:col-span-2"
        autoComplete="organization"
        placeholder={SIGNUP_TEXT.organizationNamePlaceholder}
        rules={{ onChange: onOrganizationNameChange }}
      />

      <FormField control={form.control} name="slug" id={id('slug')} label={SIGNUP_TEXT.slug} required hint={SIGNUP_TEXT.slugHint}>
        {(aria) => (
          <Controller
            control={form.control}
            name="slug"
            render={({ field }) => (
              <Input
                {...aria}
                {...field}
                placeholder={SIGNUP_TEXT.slugPlaceholder}
                maxLength={SLUG_MAX_LENGTH}
                onChange={(event) => field.onChange(slugInput(event.target.value))}
                className="font-mono"
              />
            )}
          />
        )}
      </FormField>

      <DomainField signup={signup} />

      <FormField control={form.control} name="country" id={id('country')} label={SIGNUP_TEXT.country} required>
        {(aria) => (
          <Select {...aria} autoComplete="country-name" {...form.register('country')}>
            <option value="">{SIGNUP_TEXT.countryPlaceholder}</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <PlanField signup={signup} />

      <WithLabelNote note={<Optional />}>
        <FormField control={form.control} name="industry" id={id('industry')} label={SIGNUP_TEXT.industry}>
          {(aria) => (
            <Select {...aria} {...form.register('industry')}>
              <option value="">{SIGNUP_TEXT.industryPlaceholder}</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </WithLabelNote>

      <WithLabelNote note={<Optional />}>
        <FormField control={form.control} name="companySize" id={id('companySize')} label={SIGNUP_TEXT.companySize}>
          {(aria) => (
            <Select {...aria} {...form.register('companySize')}>
              <option value="">{SIGNUP_TEXT.companySizePlaceholder}</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {SIGNUP_TEXT.companySizeOption(size)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </WithLabelNote>
    </Section>
  );
}
