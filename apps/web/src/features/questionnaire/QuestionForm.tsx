import {
  type Answers,
  type AnswerValue,
  type CompiledForm,
  ITEM_TYPE,
  MSG,
  type QuestionnaireDefinition,
  validateAnswers,
  visibleItems,
} from '@kanghu/shared';
import { Button } from 'antd-mobile';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { type AnswerStore, createAnswerStore, sameVisibility } from './answer-store.ts';
import { FormItemField, type Upload } from './FormItemField.tsx';
import { formStart, visibleOf } from './form-start.ts';
import { chunkOf, FIRST_ITEMS, limitShowing, nextLimit } from './progressive.ts';
import css from './Questionnaire.module.css';

interface Props {
  definition: QuestionnaireDefinition;
  initial?: Answers | undefined;
  /** Every change (the screen autosaves a draft from it). */
  onChange?: ((answers: Answers) => void) | undefined;
  onSubmit: (answers: Answers) => void;
  submitting?: boolean;
  upload?: Upload | undefined;
  /** Extra footer buttons (暂存). */
  extra?: React.ReactNode;
}

type Change = (key: string, value: AnswerValue | undefined) => void;

/**
 * The questionnaire form renderer (issue 12): the definition decides the items, conditions show
 * and hide them as answers change, and submitting runs the shared validation (the server runs the
 * same) with the first message in an alert titled 系统提示.
 *
 * Performance (issue 12 section 3, `npm run bench:web`): the answers live in a small store
 * (answer-store.ts) and each item reads only its own value from it, so a keystroke re-renders one
 * item; the form itself re-renders only when the conditions show or hide an item, and the item
 * list is memoised, so a re-render of the screen around it (the draft status) does not walk the
 * 200 items either. A long form renders its first items with the screen and the rest in small
 * transition chunks (progressive.ts), so neither the first paint nor a keystroke waits for 200
 * items.
 */
export function QuestionForm({ definition, initial, onChange, onSubmit, submitting, upload, extra }: Props) {
  const { ui } = useApp();
  const { form, start } = useMemo(() => formStart(definition), [definition]);
  const [store] = useState(() => createAnswerStore(initial ?? start.answers));
  const notify = useRef(onChange);
  notify.current = onChange;

  // Bumped when an answer changes which items show; the pass below runs again only then.
  const [shownVersion, setShownVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownVersion says the answers changed what shows
  const visible = useMemo(() => visibleOf(form, store.answers()), [form, store, shownVersion]);
  const current = useRef({ form, visible });
  current.current = { form, visible };

  const change = useCallback<Change>(
    (key, value) => {
      const next = { ...store.answers() };
      if (value === undefined) delete next[key];
      else next[key] = value;
      store.set(next, key);
      const now = current.current;
      // The items shown or hidden follow in a render of their own (transition priority): the
      // keystroke's frame paints the typed character without re-rendering the 200-item list.
      if (!sameVisibility(now.visible, visibleItems(now.form, next)))
        startTransition(() => setShownVersion((v) => v + 1));
      notify.current?.(next);
    },
    [store],
  );

  const total = form.items.length;
  const [limit, setLimit] = useState(() => Math.min(total, FIRST_ITEMS));
  const limitRef = useRef(limit);
  limitRef.current = limit;
  useEffect(() => {
    const next = nextLimit(limit, total);
    if (next === null) return;
    // A task of its own per chunk, rendered at transition priority: typing interrupts it.
    const timer = setTimeout(() => startTransition(() => setLimit((l) => Math.max(l, next))), 0);
    return () => clearTimeout(timer);
  }, [limit, total]);

  // Once every item is rendered, the alert's chunk loads in idle time: the 提交 click then only
  // validates (loading the chunk adds its module-preload links to the page, ~20 ms at 4x slower).
  const complete = limit >= total;
  useEffect(() => {
    if (!complete) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => ui.prepare?.(), 300);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => ui.prepare?.());
    return () => cancelIdleCallback(handle);
  }, [complete, ui]);

  const submit = () => {
    const answers = store.answers();
    const error = validateAnswers(form, answers);
    if (error) {
      void ui.alert(error.msg, MSG.formAlertTitle);
      // The scroll to the item follows the click's paint, with the alert (the port opens it after
      // that paint too): the click's frame then only shows the pressed button (its INP).
      requestAnimationFrame(() =>
        setTimeout(() => {
          const needed = limitShowing(form.index.get(error.key), limitRef.current, total);
          if (needed !== limitRef.current) flushSync(() => setLimit((l) => Math.max(l, needed)));
          document
            .querySelector(`[data-item="${CSS.escape(error.key)}"]`)
            ?.scrollIntoView({ block: 'center' });
        }, 0),
      );
      return;
    }
    onSubmit(answers);
  };

  return (
    <>
      <section className={styles.card} aria-label={definition.name}>
        {definition.intro && <p className={css.intro}>{definition.intro}</p>}
        <ItemList form={form} limit={limit} visible={visible} store={store} change={change} upload={upload} />
      </section>
      <div className={css.footer}>
        {extra}
        <Button color="primary" loading={submitting} onClick={submit}>
          提交
        </Button>
      </div>
    </>
  );
}

interface ListProps {
  form: CompiledForm;
  limit: number;
  visible: readonly boolean[];
  store: AnswerStore;
  change: Change;
  upload: Upload | undefined;
}

/**
 * The rendered items with their section headings; re-renders only when what shows changes. The
 * first items have a slot each; the later ones a slot per progressive chunk (progressive.ts), so
 * the page has ~25 skippable `content-visibility` boxes instead of ~200 (each one is observed and
 * walked in every frame, a keystroke's included).
 */
const ItemList = memo(function ItemList({ form, limit, visible, store, change, upload }: ListProps) {
  let lastSection: string | undefined;
  const lead: React.ReactNode[] = [];
  const chunks: React.ReactNode[][] = [];
  form.items.slice(0, limit).forEach((item, i) => {
    if (!visible[i]) return;
    const heading = item.title && item.title !== lastSection ? item.title : null;
    lastSection = item.title;
    const node = (
      <div key={item.key} className={i < FIRST_ITEMS ? css.leadSlot : css.itemSlot}>
        {heading && <h3 className={css.section}>{heading}</h3>}
        <StoredItem item={item} store={store} onChange={change} upload={upload} />
      </div>
    );
    if (i < FIRST_ITEMS) lead.push(node);
    else {
      const chunk = chunks[chunkOf(i)] ?? [];
      chunk.push(node);
      chunks[chunkOf(i)] = chunk;
    }
  });
  return (
    <>
      {lead}
      {chunks.map((items, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is its place in the item order
        <div key={at} className={css.slot}>
          {items}
        </div>
      ))}
    </>
  );
});

interface ItemProps {
  item: CompiledForm['items'][number];
  store: AnswerStore;
  onChange: Change;
  upload: Upload | undefined;
}

/**
 * One item with its value from the store. The typed fields (text, number) are uncontrolled: only
 * the item writes its answer, so it reads it once and a keystroke re-renders nothing; the other
 * items subscribe to their own key (a tap re-renders that item alone).
 */
const StoredItem = memo(function StoredItem(props: ItemProps) {
  return TYPED.has(props.item.type) ? <OwnItem {...props} /> : <SubscribedItem {...props} />;
});

/** Items whose control keeps what is typed itself (NativeFields.tsx TextField). */
const TYPED: ReadonlySet<number> = new Set([
  ITEM_TYPE.text,
  ITEM_TYPE.number,
  ITEM_TYPE.idcard,
  ITEM_TYPE.phone,
]);

function OwnItem({ item, store, onChange, upload }: ItemProps) {
  const [value] = useState(() => store.answers()[item.key]);
  return <FormItemField item={item} value={value} onChange={onChange} upload={upload} />;
}

function SubscribedItem({ item, store, onChange, upload }: ItemProps) {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(item.key, listener),
    [store, item.key],
  );
  const value = useSyncExternalStore(subscribe, () => store.answers()[item.key]);
  return <FormItemField item={item} value={value} onChange={onChange} upload={upload} />;
}
