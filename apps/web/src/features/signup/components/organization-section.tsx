import { COMPANY_SIZES, COUNTRIES, INDUSTRIES, SLUG_MAX_LENGTH } from '@kairox/contract';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { SIGNUP_TEXT } from '../messages';
import type { SignupForm } from '../use-signup-form';
import { DomainField } from './domain-field';
import { PlanField } from './plan-field';
import { Field, Hint, LabelRow, Optional, Section } from './signup-layout';

export function OrganizationSection({ form }: { form: SignupForm }) {
  const { id, values, set, touch, visibleError, describedBy, onOrganizationNameChange, onSlugChange } = form;
  return (
    <Section {...SIGNUP_TEXT.sections.organization}>
      <Field className="sm:col-span-2">
        <Label htmlFor={id('organizationName')} required>
          {SIGNUP_TEXT.organizationName}
        </Label>
        <Input
          id={id('organizationName')}
          autoComplete="organization"
          placeholder={SIGNUP_TEXT.organizationNamePlaceholder}
          value={values.organizationName}
          onChange={onOrganizationNameChange}
          onBlur={touch('organizationName')}
          invalid={Boolean(visibleError('organizationName'))}
          aria-describedby={describedBy('organizationName')}
        />
        <FieldError id={`${id('organizationName')}-error`} message={visibleError('organizationName')} />
      </Field>

      <Field>
        <Label htmlFor={id('slug')} required>
          {SIGNUP_TEXT.slug}
        </Label>
        <Input
          id={id('slug')}
          placeholder={SIGNUP_TEXT.slugPlaceholder}
          maxLength={SLUG_MAX_LENGTH}
          value={values.slug}
          onChange={onSlugChange}
          onBlur={touch('slug')}
          invalid={Boolean(visibleError('slug'))}
          aria-describedby={describedBy('slug', true)}
          className="font-mono"
        />
        {visibleError('slug') ? (
          <FieldError id={`${id('slug')}-error`} message={visibleError('slug')} />
        ) : (
          <Hint id={`${id('slug')}-hint`}>{SIGNUP_TEXT.slugHint}</Hint>
        )}
      </Field>

      <DomainField form={form} />

      <Field>
        <Label htmlFor={id('country')} required>
          {SIGNUP_TEXT.country}
        </Label>
        <Select
          id={id('country')}
          autoComplete="country-name"
          value={values.country}
          onChange={(event) => set('country', event.target.value)}
          onBlur={touch('country')}
          invalid={Boolean(visibleError('country'))}
          aria-describedby={describedBy('country')}
        >
          <option value="">{SIGNUP_TEXT.countryPlaceholder}</option>
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </Select>
        <FieldError id={`${id('country')}-error`} message={visibleError('country')} />
      </Field>

      <PlanField form={form} />

      <Field>
        <LabelRow>
          <Label htmlFor={id('industry')}>{SIGNUP_TEXT.industry}</Label>
          <Optional />
        </LabelRow>
        <Select id={id('industry')} value={values.industry} onChange={(event) => set('industry', event.target.value)}>
          <option value="">{SIGNUP_TEXT.industryPlaceholder}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </Select>
      </Field>

      <Field>
        <LabelRow>
          <Label htmlFor={id('companySize')}>{SIGNUP_TEXT.companySize}</Label>
          <Optional />
        </LabelRow>
        <Select id={id('companySize')} value={values.companySize} onChange={(event) => set('companySize', event.target.value)}>
          <option value="">{SIGNUP_TEXT.companySizePlaceholder}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {SIGNUP_TEXT.companySizeOption(size)}
            </option>
          ))}
        </Select>
      </Field>
    </Section>
  );
}
