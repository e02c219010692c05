import { cssTwins } from './serverBundles';

it('finds the other files of a build that hold the same CSS under another chunk name', () => {
  const exposed = ['__federation_expose_module.c1d6ced6f1.css', '286.32221e97c7.css'];
  const all = [...exposed, '7905.32221e97c7.css', '286.32221e97c7.css', '3142.e420a0395a.css', 'odd.css'];
  expect(cssTwins(exposed, all)).toEqual(['7905.32221e97c7.css']);
  expect(cssTwins([], all)).toEqual([]);
});
