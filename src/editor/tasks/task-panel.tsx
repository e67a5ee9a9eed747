/**
 * The frequent tasks as big buttons, one open at a time with a way back to the list: prices,
 * dates blocked on a calendar, a text in each language, a review, photos. Each changes the text
 * the editor holds (`onText`, with a line naming the change for the commit message); the panel
 * says which change was made last. «Fotos» adds photos from the device when the editor gives the
 * panel its photos (`photos`); without them it changes what the published photos show.
 */
import { useEffect, useId, useRef, useState } from "react";
import { fill } from "../../labels/dictionary.ts";
import { useEditorWords } from "../editor-words.tsx";
import type { OnText, TaskProps } from "../forms/form-edit.tsx";
import { PhotoPanel, type PhotoPanelProps } from "../device-photos/photo-panel.tsx";
import { BlocksTask } from "./blocks-task.tsx";
import { PhotoTextsTask } from "./photo-texts-task.tsx";
import { RatesTask } from "./rates-task.tsx";
import { ReviewTask } from "./review-task.tsx";
import { TextTask } from "./text-task.tsx";
import "../forms/forms.css";

const TASKS = ["rates", "blocks", "text", "review", "photos"] as const;

type Task = (typeof TASKS)[number];

export type TaskPanelProps = TaskProps & {
  /** The repository's photos and the ones added on the device: with them, «Fotos» adds, orders and takes out photos. */
  photos?: Omit<PhotoPanelProps, "text" | "onText">;
};

export function TaskPanel({ text, onText, photos }: TaskPanelProps) {
  const words = useEditorWords();
  const id = useId();
  const [task, setTask] = useState<Task | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<Task, HTMLButtonElement>());
  const left = useRef<Task | null>(null);

  // Opening a task takes the focus to its title; going back, to the button that opened it.
  useEffect(() => {
    if (task) title.current?.focus();
    else if (left.current) buttons.current.get(left.current)?.focus();
  }, [task]);

  const open = (chosen: Task) => {
    setDone(null);
    setTask(chosen);
  };
  const back = () => {
    left.current = task;
    setDone(null);
    setTask(null);
  };
  const changed: OnText = (next, summary) => {
    setDone(summary);
    onText(next, summary);
  };

  return (
    <section className="task-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.tasks.heading}</h2>
      {task === null ? (
        <>
          <p>{words.tasks.intro}</p>
          <ul className="task-menu">
            {TASKS.map((name) => (
              <li key={name}>
                <button
                  className="task-menu__button"
                  type="button"
                  ref={(button) => {
                    if (button) buttons.current.set(name, button);
                    else buttons.current.delete(name);
                  }}
                  onClick={() => open(name)}
                  aria-describedby={`${id}-${name}`}
                >
                  {words.tasks.open[name]}
                </button>
                <p id={`${id}-${name}`} className="task-menu__hint">
                  {words.tasks.about[name]}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="task-open">
          <button className="button button--ghost task-back" type="button" onClick={back}>
            <span aria-hidden="true">←</span> {words.tasks.back}
          </button>
          <h3 ref={title} tabIndex={-1} className="task-open__title">
            {words.tasks.open[task]}
          </h3>
          <p role="status" className={done ? "editor-notice" : "visually-hidden"}>
            {done ? fill(words.tasks.done, { summary: done }) : ""}
          </p>
          {task === "rates" ? <RatesTask text={text} onText={changed} /> : null}
          {task === "blocks" ? <BlocksTask text={text} onText={changed} /> : null}
          {task === "text" ? <TextTask text={text} onText={changed} /> : null}
          {task === "review" ? <ReviewTask text={text} onText={changed} /> : null}
          {task === "photos" ? photos ? <PhotoPanel text={text} onText={changed} {...photos} /> : <PhotoTextsTask text={text} onText={changed} /> : null}
        </div>
      )}
    </section>
  );
}
