#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace gpui {

class GraphPackList;

// Language, appearance, the start, and the graph packs in use. Every change applies at once (the language switch is live) and is remembered.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* languageLabel_;
    QComboBox* language_;
    QLabel* languageNote_;
    QLabel* appearanceLabel_;
    QComboBox* appearance_;
    QCheckBox* welcome_;
    QCheckBox* reopenLast_;
    QLabel* packsHeading_;
    GraphPackList* packs_;
    QDialogButtonBox* buttons_;
};

} // namespace gpui
