import { KeyboardHint } from '../components/dnd-demo-frame';
import { CloneDemo, MultipleListsDemo } from '../components/dnd-list-demos';
import { AnimatedDemo, SimpleReorderDemo } from '../components/dnd-reorder-demos';
import '../components/drag-and-drop.css';

export default function DragAndDropPage() {
  return (
    <div className="space-y-6">
      <KeyboardHint />
      <div className="grid gap-6 xl:grid-cols-2">
        <SimpleReorderDemo />
        <AnimatedDemo />
        <MultipleListsDemo />
        <CloneDemo />
      </div>
    </div>
  );
}
