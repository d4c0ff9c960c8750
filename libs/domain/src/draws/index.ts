export type { DrawEntry, DrawWeights, DrawInput, DrawVerification, PublishedDraw } from './draw';
export {
  DRAW_SEED_BYTES,
  DRAW_ROUND_PREFIX,
  DrawInputError,
  newDrawSeed,
  drawCommitment,
  seedMatchesCommitment,
  drawEntryHash,
  sortDrawEntries,
  runDraw,
  verifyDraw,
  firstPickShares,
} from './draw';
