// Deal text built to make a backtracking pattern slow (issue 24): long runs of what "<name> [deal] [#] <number>"
// could match several ways. The unit test counts the reader's reads on them; bench:link times it.

/** Each kind of hostile text, about `size` characters long. */
export function hostileDealTexts(size: number): Record<string, string> {
  return {
    'spaces, then a letter': `Maze${' '.repeat(size)}x`,
    'spaces, then a number': `Maze${' '.repeat(size)}5`,
    'blank lines, then a letter': `Maze${'\n'.repeat(size)}x`,
    'digits, then a letter': `Maze ${'1'.repeat(size)}x`,
    'digits only': '7'.repeat(size),
    "'#', then a number": `Maze ${'#'.repeat(size)}1`,
    'separators, deal words and signs mixed': `Maze${', deal #: \n№ -раздача'.repeat(Math.ceil(size / 24))} 5`,
    'separators, then a deal word': `Maze${', \n: '.repeat(Math.ceil(size / 4))}deal 5`,
  };
}
