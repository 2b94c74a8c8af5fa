#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace gpui {

class PlanDocument;

// The proposal's cover and notes (part of the plan), who sends it (settings), and the ways out: PDF, print preview
// and print, all drawn by the same pages.
class ProposalView : public QWidget {
    Q_OBJECT
public:
    explicit ProposalView(PlanDocument* document, QWidget* parent = nullptr);

    void exportWithDialog();
    void printPreview();
    void print();

    // Where the Export dialog opens: the folder used last (else the documents folder) and the plan's name.
    QString suggestedPath() const;

private:
    void syncFromDocument();
    QLineEdit* field(const QString& label, const QString& key);

    PlanDocument* document_;
    QLineEdit* title_;
    QLineEdit* customer_;
    QLineEdit* engagement_;
    QLineEdit* architect_;
    QLineEdit* date_;
    QPlainTextEdit* notes_;
    QLabel* notesLimit_;
    QLineEdit* defaultArchitect_;
    QLineEdit* company_;
    QLineEdit* logo_;
};

} // namespace gpui
