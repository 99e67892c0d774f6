// Klondike's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { game } from './game';

const en: RulesDoc = {
  title: game.names.en,
  summary:
    'The classic patience: build four suits from ace to king on the foundations, from seven columns and a stock you go through one or three cards at a time.',
  sections: [
    {
      heading: HEADINGS.en.setup,
      paragraphs: [
        'One deck. Seven columns are dealt in rows: the first column gets one card, the second two, and so on up to seven in the last. Only the top card of each column lies face up.',
        'The other 24 cards stay face down in the stock at the top left. Next to it is the waste, where the cards you draw land face up, and on the right four empty foundations.',
      ],
    },
    {
      heading: HEADINGS.en.goal,
      paragraphs: [SHARED.en.allHome],
    },
    {
      heading: HEADINGS.en.moves,
      paragraphs: [],
      bullets: [
        SHARED.en.alternating,
        'Any face-up part of a column moves as a whole, as long as it goes down in alternating colours.',
        'An empty column takes only a king, or a run that starts with a king.',
        'An ace starts an empty foundation; after that each foundation takes the next card of its suit. A card may come back from a foundation onto a column.',
        'Click the stock to draw onto the waste. Only the top card of the waste can be played.',
        'When the stock is empty, a click turns the whole waste over into the stock, in the same order as before. How often you may do that depends on the rules you chose.',
      ],
    },
    {
      heading: 'Rules',
      paragraphs: ['The setting patience.klondike.deal chooses them, as AisleRiot does. A game keeps the rules it was dealt with.'],
      bullets: [
        'Single card deals (single, the default): a click draws one card; the waste may be turned over twice, so you go through the stock three times.',
        'Three card deals (three): a click draws three cards, and the top three of the waste are fanned out; the waste may be turned over as often as you like.',
        'No redeals (no-redeals): one card at a time, and once through the stock only.',
        'Unlimited redeals (unlimited): one card at a time, as often through the stock as you like.',
      ],
    },
    {
      heading: HEADINGS.en.automatic,
      paragraphs: [
        'A face-down card turns face up by itself as soon as it is uncovered. Nothing else happens on its own: no card goes to a foundation unless you move it there.',
      ],
    },
    {
      heading: HEADINGS.en.scoring,
      paragraphs: [
        'One point for every card on the foundations; a card taken back off a foundation takes its point with it. The maximum is 52.',
      ],
    },
    {
      heading: HEADINGS.en.end,
      paragraphs: ['You win when all 52 cards are on the foundations.', SHARED.en.neverLost],
    },
    {
      heading: HEADINGS.en.tips,
      paragraphs: [],
      bullets: [
        'Turning up the face-down cards of the columns comes first: the longest columns hide the most.',
        'Keep an empty column for a king that frees something, not for the first king that comes.',
      ],
    },
    controlsSection('en', [
      'Click the stock to draw; on an empty stock, a click turns the waste over while a redeal is left.',
      'Double-click the top card of the waste or of a column to send it to its foundation.',
      'Double-click a foundation to send home every card that can go, one after another.',
    ]),
  ],
};

const ru: RulesDoc = {
  title: game.names.ru,
  summary:
    'Классический пасьянс: соберите на базах четыре масти от туза до короля из семи столбцов и прикупа, который сдаётся по одной или по три карты.',
  sections: [
    {
      heading: HEADINGS.ru.setup,
      paragraphs: [
        'Одна колода. Семь столбцов раскладываются рядами: в первый столбец одна карта, во второй две и так далее, в последний семь. Открыта только верхняя карта каждого столбца.',
        'Остальные 24 карты лежат закрытыми в прикупе в левом верхнем углу. Рядом с ним сброс, куда открытыми ложатся сданные карты, а справа четыре пустые базы.',
      ],
    },
    {
      heading: HEADINGS.ru.goal,
      paragraphs: [SHARED.ru.allHome],
    },
    {
      heading: HEADINGS.ru.moves,
      paragraphs: [],
      bullets: [
        SHARED.ru.alternating,
        'Любую открытую часть столбца можно перенести целиком, если она идёт по убыванию с чередованием цвета.',
        'В пустой столбец можно положить только короля или группу, которая начинается с короля.',
        'Туз начинает пустую базу, дальше на каждую базу кладётся следующая карта её масти. Карту с базы можно вернуть в столбец.',
        'Щёлкните по прикупу, чтобы сдать карты в сброс. Играть можно только верхней картой сброса.',
        'Когда прикуп пуст, щелчок переворачивает весь сброс обратно в прикуп, в прежнем порядке. Сколько раз так можно сделать, зависит от выбранных правил.',
      ],
    },
    {
      heading: 'Правила',
      paragraphs: ['Их выбирает настройка patience.klondike.deal. Партия остаётся с правилами, с которыми её сдали.'],
      bullets: [
        'Сдавать по одной карте (single, по умолчанию): щелчок сдаёт одну карту; сброс можно перевернуть дважды, то есть пройти прикуп трижды.',
        'Сдавать по три карты (three): щелчок сдаёт три карты, и три верхние карты сброса лежат веером; сброс можно переворачивать сколько угодно.',
        'Без пересдач (no-redeals): по одной карте, и прикуп проходится только один раз.',
        'Пересдачи без ограничений (unlimited): по одной карте, и прикуп можно проходить сколько угодно раз.',
      ],
    },
    {
      heading: HEADINGS.ru.automatic,
      paragraphs: [
        'Закрытая карта сама переворачивается лицом вверх, как только с неё снимут все карты. Больше ничего само не происходит: на базу карта уходит, только если вы её туда переложите.',
      ],
    },
    {
      heading: HEADINGS.ru.scoring,
      paragraphs: ['Одно очко за каждую карту на базах; карта, снятая с базы, уносит своё очко. Максимум — 52 очка.'],
    },
    {
      heading: HEADINGS.ru.end,
      paragraphs: ['Вы выигрываете, когда все 52 карты лежат на базах.', SHARED.ru.neverLost],
    },
    {
      heading: HEADINGS.ru.tips,
      paragraphs: [],
      bullets: [
        'Важнее всего открывать закрытые карты столбцов: больше всего их в длинных столбцах.',
        'Берегите пустой столбец для короля, который что-то освободит, а не для первого попавшегося.',
      ],
    },
    controlsSection('ru', [
      'Щелчок по прикупу сдаёт карты; по пустому прикупу — переворачивает сброс, пока остаются пересдачи.',
      'Двойной щелчок по верхней карте сброса или столбца отправляет её на её базу.',
      'Двойной щелчок по базе отправляет на базы одну за другой все карты, которые туда можно положить.',
    ]),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
