#pragma once

#include "decision/Graph.h"
#include "flowchart/editor/GraphEditDocument.h"

#include <QWidget>

#include <functional>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;
class QWidget;

namespace gpui {

class AnswerRow;

// The editor's side panel: the selected node's texts, kind and answers, or, with no node selected, the graph's own
// title, summary, reading direction and start. Each field edit is handed on as the graph it makes; text with
// markup is refused at the field, which says why. Plain text throughout.
class NodeEditPanel : public QWidget {
    Q_OBJECT
public:
    explicit NodeEditPanel(QWidget* parent = nullptr);

    // Shows the graph and selection; fields being typed in keep their cursor.
    void show(const gp::Graph& graph, const GraphEditDocument::Selection& selection, bool readOnly);
    // Puts the cursor in the node's text (Enter on the chart), or in the selected answer's label.
    void focusText();
    QLineEdit* textField() const { return text_; }
    QLineEdit* idField() const { return id_; }
    QComboBox* kindBox() const { return kind_; }
    // One row per answer of the selected node.
    const std::vector<AnswerRow*>& answerRows() const { return rows_; }

signals:
    // The graph after one field's edit; `mergeKey` joins the keystrokes of one field into one undo step.
    void edited(const gp::Graph& after, const QString& description, const GraphEditDocument::Selection& selectAfter,
                const QString& mergeKey);
    void renameRequested(const QString& from, const QString& to);
    void addAnswerRequested();

private:
    using NodeChange = std::function<void(gp::Node&)>;
    void buildGraphFields();
    void buildNodeFields();
    void rebuildAnswers(const gp::Node& node);
    void syncAnswers(const gp::Node& node);
    // Applies a change to the selected node when `text` is plain; otherwise marks the field and changes nothing.
    void editNode(QWidget* field, const std::string& text, const QString& description, const QString& field_key,
                  const NodeChange& change);
    void editGraph(QWidget* field, const std::string& text, const QString& description, const QString& key,
                   const std::function<void(gp::Graph&)>& change);
    bool plainOrMark(QWidget* field, const std::string& text);
    gp::Node* selectedNode(gp::Graph& graph) const;

    gp::Graph graph_;
    GraphEditDocument::Selection selection_;
    bool readOnly_ = false;
    bool syncing_ = false;
    std::string rowsKey_;

    QLabel* heading_;
    QLabel* markupNote_;
    QWidget* graphBox_;
    QLineEdit* title_;
    QLineEdit* shortTitle_;
    QPlainTextEdit* summary_;
    QComboBox* direction_;
    QComboBox* start_;
    QWidget* nodeBox_;
    QLineEdit* id_;
    QLabel* idProblem_;
    QComboBox* kind_;
    QLineEdit* text_;
    QPlainTextEdit* help_;
    QPlainTextEdit* rationale_;
    QPlainTextEdit* gotchas_;
    QLineEdit* meaning_;
    QPlainTextEdit* seed_;
    QLineEdit* accelerators_;
    QVBoxLayout* answersLayout_;
    QPushButton* addAnswer_;
    std::vector<AnswerRow*> rows_;
};

} // namespace gpui
