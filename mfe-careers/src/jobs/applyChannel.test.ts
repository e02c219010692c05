import { applyTargetFor } from './applyChannel';

describe('applyTargetFor', () => {
  it('writes the position into the subject line of an email application', () => {
    expect(applyTargetFor('mailto:hr@example.com', 'Application: Software Test Engineer')).toEqual({
      kind: 'email',
      href: 'mailto:hr@example.com?subject=Application%3A%20Software%20Test%20Engineer',
    });
  });

  it('encodes Chinese titles and keeps fields the address already has', () => {
    const target = applyTargetFor('mailto:hr@example.com?cc=talent@example.com', '应聘：高级法务经理');
    expect(target?.href).toBe(
      `mailto:hr@example.com?cc=talent@example.com&subject=${encodeURIComponent('应聘：高级法务经理')}`,
    );
  });

  it('links to a recruiting site given as an https URL', () => {
    expect(applyTargetFor('https://jobs.example.com/autozi', 'x')).toEqual({
      kind: 'web',
      href: 'https://jobs.example.com/autozi',
    });
  });

  it('gives no link for a channel that is neither an email address nor an https URL', () => {
    expect(applyTargetFor('javascript:alert(1)', 'x')).toBeNull();
    expect(applyTargetFor('http://jobs.example.com', 'x')).toBeNull();
    expect(applyTargetFor('mailto:', 'x')).toBeNull();
    expect(applyTargetFor('', 'x')).toBeNull();
  });
});
