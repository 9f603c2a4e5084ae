import { describe, expect, it } from 'vitest';
import { mailModelProblems } from './mail-models.ts';
import { mailVariables } from './mail-variables.ts';
import { templateProblems } from './template-rules.ts';

const order = mailVariables['order-confirmation'];

describe('the rules of a mail model’s text', () => {
  it('accepts escaped variables, sections, inverted sections and comments', () => {
    expect(
      templateProblems(
        '<p>{{firstname}}</p>{{#lines}}{{name}} {{year}}{{/lines}}{{^discountCode}}-{{/discountCode}}{{! note }}',
        order,
      ),
    ).toEqual([]);
  });

  it('refuses every way of writing unescaped HTML, partials and delimiter changes, each with its message', () => {
    expect(templateProblems('{{{firstname}}}')).toEqual(['mail.tripleMustache']);
    expect(templateProblems('{{& firstname}}')).toEqual(['mail.unescapedTag']);
    expect(templateProblems('{{> footer}}')).toEqual(['mail.partialTag']);
    expect(templateProblems('{{=<% %>=}}<%{firstname}%>')).toEqual(['mail.delimiterTag']);
  });

  it('refuses broken tags and sections', () => {
    expect(templateProblems('{{firstname')).toEqual(['mail.unclosedTag']);
    expect(templateProblems('{{#lines}}{{name}}')).toEqual(['mail.unbalancedSection']);
    expect(templateProblems('{{/lines}}')).toEqual(['mail.unbalancedSection']);
    expect(templateProblems('{{#lines}}{{/message}}')).toContain('mail.unbalancedSection');
    expect(templateProblems('{{first name}}')).toEqual(['mail.invalidTag']);
  });

  it('knows the variables of the mail: a line’s fields only inside its section', () => {
    expect(templateProblems('{{password}}', order)).toEqual(['mail.unknownVariable']);
    expect(templateProblems('{{year}}', order)).toEqual(['mail.unknownVariable']);
    expect(templateProblems('{{#lines}}{{year}} {{shopName}}{{/lines}}', order)).toEqual([]);
    expect(templateProblems('{{trackingLink}}', order)).toEqual(['mail.unknownVariable']);
    expect(templateProblems('{{trackingLink}}', mailVariables['order-shipped'])).toEqual([]);
  });

  it('reports each field of both languages at once', () => {
    const errors = mailModelProblems(
      { fr_FR: { subject: '', html: '{{{x}}}' }, en_US: { subject: 'A\nB', html: '<p>ok</p>' } },
      order,
    );
    expect(errors).toEqual({
      'fr_FR.subject': ['mail.subjectRequired'],
      'fr_FR.html': ['mail.tripleMustache'],
      'en_US.subject': ['mail.subjectOneLine'],
    });
  });
});
