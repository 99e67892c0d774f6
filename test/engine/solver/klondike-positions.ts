// Klondike positions that more than one test plays (in the `start` notation of src/engine/notation.ts).

/** All 52 cards (unlimited redeals): 8♦ from the stock onto 9♠ waits for 7♠, which lies under 8♠ at home: 8♠ must come down first. */
export const BRIDGE_START = {
  stock: '[8D] [4D] [JC]',
  'foundation-1': 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS',
  'foundation-2': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH',
  'foundation-3': 'AD',
  'foundation-4': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC',
  'tableau-1': '[KH] [KD] JD',
  'tableau-2': '[3D] [9D] [QC] 5D',
  'tableau-3': '[KC] QS',
  'tableau-5': '[6D] 2D',
  'tableau-6': '[QD] [7D] KS',
  'tableau-7': 'TD',
  redeals: 3,
};
