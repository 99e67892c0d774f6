// What the rules pages of the Spider family (Spider Three Decks, Spider) say alike, in each language: the pick-up,
// the drops, the runs home, the flip, the score. Each page adds its deck, its deal and its stock.
import type { Language } from '../rules-page';

export const SPIDER_RULES: Record<
  Language,
  Record<
    'anyOnHigher' | 'suitedRuns' | 'emptyColumn' | 'runHome' | 'flip' | 'nothingElse' | 'links' | 'preferSuited' | 'doubleClickRun',
    string
  >
> = {
  en: {
    anyOnHigher: 'Any face-up card may go on a card exactly one rank higher, whatever the suit: a six of any suit on any seven.',
    suitedRuns:
      'Several cards move together only if they are all of one suit and go down one rank at a time, such as the nine, eight and seven of spades. A build of mixed suits has to be taken apart.',
    emptyColumn: 'An empty column takes any card or any such run. A king can only go to an empty column.',
    runHome:
      'A complete run, king down to ace in one suit, goes to an empty foundation: drag the whole run there, or double-click the column it tops. Cards on the foundations never move again.',
    flip: 'A face-down card turns face up by itself as soon as it is uncovered.',
    nothingElse: 'Nothing else happens on its own: a complete run stays in its column until you move it.',
    links:
      'You score one point for every face-up card lying directly on a card of the same suit one rank higher. A complete run is worth 12 points and keeps them on the foundation.',
    preferSuited: 'Prefer moves onto a card of the same suit: they score and keep your runs movable.',
    doubleClickRun: 'Double-click a column topped by a complete run to send the run to a foundation.',
  },
  ru: {
    anyOnHigher:
      'Любую открытую карту можно положить на карту ровно на один ранг старше, независимо от масти: шестёрку любой масти на любую семёрку.',
    suitedRuns:
      'Несколько карт переносятся вместе, только если все они одной масти и идут по убыванию без пропусков, например девятка, восьмёрка и семёрка пик. Группу из разных мастей придётся разбирать.',
    emptyColumn: 'В пустой столбец можно положить любую карту или такую группу. Короля можно положить только в пустой столбец.',
    runHome:
      'Полная последовательность от короля до туза одной масти уходит на пустую базу: перетащите её туда целиком или дважды щёлкните по столбцу, наверху которого она лежит. С баз карты больше не снимаются.',
    flip: 'Закрытая карта сама переворачивается лицом вверх, как только с неё снимут все карты.',
    nothingElse: 'Больше ничего само не происходит: собранная последовательность остаётся в столбце, пока вы её не переложите.',
    links:
      'Одно очко даёт каждая открытая карта, лежащая прямо на карте той же масти на ранг старше. Полная последовательность стоит 12 очков и сохраняет их на базе.',
    preferSuited: 'Выбирайте ходы на карту той же масти: они приносят очки и оставляют группы подвижными.',
    doubleClickRun: 'Двойной щелчок по столбцу, наверху которого лежит полная последовательность, отправляет её на базу.',
  },
};
