/** Main menu: the five games, Continue, Saves, Join a game, Players, Settings. */
import { GAME_IDS } from '../../common/names';
import { t } from '../i18n';
import { type AppContext, gameName, startLesson } from './app';
import { focusHeading, h } from './dom';
import { icon } from './icons';
import { openJoinDialog } from './join';

export async function renderMenu(root: HTMLElement, ctx: AppContext): Promise<void> {
  // Whether Continue is offered (an unfinished save) is known before the menu shows: a Continue button
  // appearing later would push the other buttons aside under the pointer, and a click would miss.
  const saves = await ctx.call('listSaves', null);
  // Meanwhile another screen (or another render of this one) may have taken the root.
  if (root.dataset.screen !== 'menu' || root.childElementCount > 0) return;
  const resumable = !!saves && saves.saves.some((s) => !s.finished);
  const continueBtn = h(
    'button',
    {
      type: 'button',
      className: 'btn primary',
      hidden: !resumable,
      'aria-describedby': 'continue-hint',
      onclick: async () => {
        continueBtn.disabled = true;
        const update = await ctx.call('continueLatest', null);
        continueBtn.disabled = false;
        if (update) ctx.openTable(update, false);
      },
    },
    t('menu.continue'),
  );
  const gamesList = h('ul', { className: 'game-list' });
  for (const id of GAME_IDS) {
    const info = ctx.games.find((g) => g.id === id);
    const available = info?.available ?? false;
    const nameId = `game-name-${id}`;
    const play = h(
      'button',
      {
        type: 'button',
        className: available ? 'btn primary' : 'btn',
        disabled: !available,
        'aria-describedby': nameId,
        onclick: () => ctx.showSetup({ gameId: id }),
      },
      available ? t('menu.play') : t('menu.comingSoon'),
    );
    const hasLesson = available && !!ctx.tables[id].lesson;
    const done = ctx.settings.lessonsDone.includes(id);
    const learn = hasLesson
      ? h('button', { type: 'button', className: 'btn small learn', 'aria-label': t('lesson.learnGame', { game: gameName(id) }), onclick: () => void startLesson(ctx, id) }, t('lesson.learn'))
      : null;
    gamesList.append(
      h(
        'li',
        { className: `game-item${available ? '' : ' unavailable'}` },
        icon(ctx.tables[id].icon, 'game-icon'),
        h(
          'div',
          { className: 'game-text' },
          h('h3', { id: nameId }, gameName(id), !available ? h('span', { className: 'badge soon' }, t('menu.comingSoon')) : null),
          h('p', {}, t(`game.${id}.desc` as 'game.football.desc')),
          // the lesson's mark stays out of the heading: the game's name is its name
          info ? h('p', { className: 'muted small' }, t('menu.players', { min: info.minPlayers, max: info.maxPlayers }), done ? h('span', { className: 'badge done' }, `✓ ${t('lesson.doneMark')}`) : null) : null,
        ),
        h('div', { className: 'game-buttons' }, play, learn),
      ),
    );
  }
  root.append(
    h(
      'section',
      { className: 'panel menu', 'aria-labelledby': 'menu-h' },
      h('header', { className: 'menu-head' }, h('h1', { id: 'menu-h' }, icon('ball', 'title-icon'), t('menu.heading')), h('p', { className: 'tagline' }, t('app.tagline'))),
      h(
        'nav',
        { className: 'menu-actions', 'aria-label': t('menu.heading') },
        continueBtn,
        h('span', { id: 'continue-hint', className: 'sr-only' }, t('menu.continueHint')),
        h('button', { type: 'button', className: 'btn', onclick: () => ctx.showSaves() }, t('menu.saves')),
        h('button', { type: 'button', className: 'btn', onclick: () => openJoinDialog() }, t('menu.join')),
        h('button', { type: 'button', className: 'btn', onclick: () => ctx.showPlayers() }, t('menu.playersScreen')),
        h('button', { type: 'button', className: 'btn', onclick: () => ctx.showSettings() }, t('menu.settings')),
      ),
      h('p', { className: 'new-to' }, t('lesson.newTo')),
      h('h2', { className: 'section-title' }, t('menu.games')),
      gamesList,
    ),
  );
  focusHeading(root);
}
