import { screen, within } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { SaasModuleGrid } from './SaasModuleGrid';

describe('SaasModuleGrid', () => {
  it('lists the eight smart-store modules, each with an icon and a line of explanation', () => {
    renderWithPage(<SaasModuleGrid />, { lang: 'en', page: 'service', remote });
    const list = screen.getByRole('list', { name: 'Eight modules' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Customer',
      'Member',
      'Employee',
      'Inventory',
      'Work order',
      'Statistics',
      'Online service',
      'Marketing',
    ]);
    items.forEach((item) => {
      expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(item.querySelector('p')?.textContent).not.toBe('');
    });
  });

  it('lists them in the page language on a phone', () => {
    renderWithPage(<SaasModuleGrid />, { lang: 'hk', layout: 'mobile', page: 'service', remote });
    const list = screen.getByRole('list', { name: '八大模組' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByRole('heading', { name: '工單管理' })).toBeInTheDocument();
  });
});
