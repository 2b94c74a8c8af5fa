// The graph editor's step: one keystroke in a node's text of the largest built-in graph, copied into a pack, through
// the undo stack, Graphviz's layout, the side panel and the pack's file written.
#include "BenchUtil.h"
#include "UiBench.h"

#include "decision/GraphLibrary.h"
#include "flowchart/editor/GraphEditor.h"
#include "flowchart/editor/NodeEditPanel.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QUndoStack>

namespace gpbench {

void benchGraphEditor()
{
    // The pack is written in a folder of its own, not the user's.
    QTemporaryDir data;
    const QByteArray before = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", data.path().toUtf8());
    {
        const gp::Graph* largest = &gp::builtinGraphs().front();
        for (const gp::Graph& g : gp::builtinGraphs())
            if (g.nodes.size() > largest->nodes.size())
                largest = &g;
        gpui::GraphEditor editor;
        editor.resize(1360, 860);
        editor.show();
        editor.openGraph(largest->id);
        editor.copyIntoPack();
        editor.document()->select({editor.document()->graph().start, {}});
        QApplication::processEvents();
        QLineEdit* text = editor.panel()->textField();
        text->setFocus();
        text->end(false);
        const Samples s = time(41, [&] {
            QKeyEvent press(QEvent::KeyPress, Qt::Key_A, Qt::NoModifier, QStringLiteral("a"));
            QKeyEvent release(QEvent::KeyRelease, Qt::Key_A, Qt::NoModifier, QStringLiteral("a"));
            QApplication::sendEvent(text, &press);
            QApplication::sendEvent(text, &release);
            QApplication::processEvents();
        });
        report("graph_editor_keystroke", s, 0.0,
               ", \"graph\": \"" + largest->id + "\", \"nodes\": " + std::to_string(largest->nodes.size()) +
                   ", \"undo_steps\": " + std::to_string(editor.document()->undoStack()->count()));
    }
    if (before.isEmpty())
        qunsetenv("XDG_DATA_HOME");
    else
        qputenv("XDG_DATA_HOME", before);
}

} // namespace gpbench
