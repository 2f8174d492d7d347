/**
 * Names in a lesson (issue 25): students with the same name told apart, and who may hold a name.
 *
 * - `distinctNames`: every screen that lists a lesson's students (the student app's picker, the
 *   teacher's Students tab and report) shows each name through this one function. Names that are
 *   the same once case and spacing are set aside ("Ivy Brown", "ivy  brown") each get a number in
 *   brackets, counted in the order of the students' ids: "Ivy Brown (1)", "Ivy Brown (2)". A name
 *   nobody shares stays as it is. The ids never change, so the numbers stay put as students join.
 * - `nameKey`: how two typed names compare; in a class-less lesson a guest's name is held by the
 *   device that took it (lesson_students.name_key, unique per lesson).
 * - A class student is held by the device that joined as them (lesson_students.device_key) until
 *   the lesson's teacher or their school's organisation admin releases them (`mayReleaseName`).
 */
import { mayExportLessonReport, type ReportLesson, type ReportViewer } from './lessonReport';

export interface NamedStudent {
  id: string | number;
  name: string;
}

/** A name as compared: lower case, spaces trimmed and collapsed ("  Ivy   BROWN " is "ivy brown"). */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

const byId = (a: NamedStudent, b: NamedStudent): number => {
  const [x, y] = [String(a.id), String(b.id)];
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
};

/** Each student's name as shown, by id: shared names numbered "(1)", "(2)" in id order. */
export function distinctNames(students: readonly NamedStudent[]): Map<string, string> {
  const groups = new Map<string, NamedStudent[]>();
  for (const s of students) {
    const key = nameKey(s.name);
    const group = groups.get(key) ?? [];
    if (!group.some((g) => String(g.id) === String(s.id))) group.push(s);
    groups.set(key, group);
  }
  const shown = new Map<string, string>();
  for (const group of groups.values()) {
    const sorted = [...group].sort(byId);
    sorted.forEach((s, i) => {
      const name = s.name.trim().replace(/\s+/g, ' ');
      shown.set(String(s.id), group.length > 1 && name !== '' ? `${name} (${i + 1})` : name);
    });
  }
  return shown;
}

/** Who may release a name taken in a lesson: the lesson's teacher and their school's organisation admins. */
export function mayReleaseName(viewer: ReportViewer, lesson: ReportLesson): boolean {
  return mayExportLessonReport(viewer, lesson);
}
