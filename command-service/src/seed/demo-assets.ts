import { registerAsset } from '../features/assets/asset';
import type { CommandContext } from '../lib/define-command';

/** Three assets of KE0420, one in each condition, added through the same service as the Add Asset dialog. */
export const seedAssets = async (seed: (key: string) => CommandContext, projectId: number): Promise<void> => {
  const assets = [
    ['KE0420-AST-001', 'Desktop computer', 'Office computer for participant records', 'Good', null],
    ['KE0420-AST-002', 'Plastic chairs (20)', 'Chairs of the children’s hall', 'Obsolete', 2000_00],
    ['KE0420-AST-003', 'Photocopier', null, 'Disposed', 15000_00],
  ] as const;
  for (const [assetId, name, description, condition, disposalPrice] of assets)
    await registerAsset(seed(`asset:${assetId}`), {
      assetId,
      name,
      description,
      condition,
      disposalPrice,
      projectId,
    });
};
