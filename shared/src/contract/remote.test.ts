import { memo } from 'react';
import { isRemoteModule, pageView } from '@azi/shared/contract/remote';

const pages = {};

it('tells a module that carries text, in either form of the contract, from one that does not', () => {
  expect(isRemoteModule({ namespace: 'about', pages, loadText: async () => ({}) })).toBe(true);
  expect(isRemoteModule({ namespace: 'about', pages, resources: { zh: {}, hk: {}, en: {} } })).toBe(true);
  expect(isRemoteModule({ namespace: 'about', pages })).toBe(false);
});

it('wants a namespace and pages', () => {
  expect(isRemoteModule({ pages, loadText: async () => ({}) })).toBe(false);
  expect(isRemoteModule({ namespace: 'about', loadText: async () => ({}) })).toBe(false);
  expect(isRemoteModule({ namespace: 'about', pages: 'investor', loadText: async () => ({}) })).toBe(false);
  expect(isRemoteModule(null)).toBe(false);
});

describe('pageView', () => {
  const Desktop = () => null;
  const Mobile = () => null;

  it('draws a pair with the component of the layout', () => {
    expect(pageView({ Desktop, Mobile }, 'desktop')).toBe(Desktop);
    expect(pageView({ Desktop, Mobile }, 'mobile')).toBe(Mobile);
  });

  it('draws one component in both layouts, a memo or forwardRef object included', () => {
    expect(pageView(Desktop, 'mobile')).toBe(Desktop);
    const Memo = memo(Desktop);
    expect(pageView(Memo, 'desktop')).toBe(Memo);
    expect(pageView(Memo, 'mobile')).toBe(Memo);
  });
});
