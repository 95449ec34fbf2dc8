import { PluginKey } from '@tiptap/pm/state';
import { Extension, type Editor, type Range } from '@tiptap/react';
import Suggestion, { exitSuggestion } from '@tiptap/suggestion';
import { matchSlashCommands, SLASH_COMMANDS, SLASH_DEBOUNCE_MS, type SlashCommand } from './slash-commands.ts';

/** What the open slash menu shows; null when closed. */
export type SlashMenuView = {
  items: readonly SlashCommand[];
  rect: DOMRect | null;
  choose: (command: SlashCommand) => void;
};

const SLASH_KEY = new PluginKey<{ active: boolean }>('slashCommand');

type Options = {
  onMenu: (view: SlashMenuView | null) => void;
  /** arrow keys and Enter while the menu is open; true when handled */
  onKeyDown: (event: KeyboardEvent) => boolean;
  onChoose: (editor: Editor, range: Range, command: SlashCommand) => void;
};

const rectOf = (clientRect: (() => DOMRect | null) | null | undefined): DOMRect | null => {
  try {
    return clientRect?.() ?? null;
  } catch {
    return null; // no layout (e.g. jsdom)
  }
};

/** Typing `/` opens the command menu; the typed text filters it once typing pauses. Esc or leaving the editor closes it. */
export const SlashCommandExtension = Extension.create<Options>({
  name: 'slashCommand',
  addOptions() {
    return { onMenu: () => {}, onKeyDown: () => false, onChoose: () => {} };
  },
  onBlur() {
    if (SLASH_KEY.getState(this.editor.state)?.active) exitSuggestion(this.editor.view, SLASH_KEY);
  },
  addProseMirrorPlugins() {
    const options = this.options;
    return [
      Suggestion<SlashCommand, SlashCommand>({
        pluginKey: SLASH_KEY,
        editor: this.editor,
        char: '/',
        debounce: SLASH_DEBOUNCE_MS,
        items: ({ query }) => matchSlashCommands(query),
        command: ({ editor, range, props }) => options.onChoose(editor, range, props),
        render: () => {
          // while the filter waits for the pause, the previous list stays
          let shown: readonly SlashCommand[] = SLASH_COMMANDS;
          return {
            onStart: (p) => {
              shown = SLASH_COMMANDS;
              options.onMenu({ items: shown, rect: rectOf(p.clientRect), choose: p.command });
            },
            onUpdate: (p) => {
              if (!p.loading) shown = p.items;
              options.onMenu({ items: shown, rect: rectOf(p.clientRect), choose: p.command });
            },
            onExit: () => options.onMenu(null),
            onKeyDown: ({ event }) => (event.key === 'Escape' ? false : options.onKeyDown(event)),
          };
        },
      }),
    ];
  },
});
