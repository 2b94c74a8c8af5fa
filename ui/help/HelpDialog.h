#pragma once

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace gpui {

// Help > User Guide: the pages of the guide on the left, the page on the right; links between pages follow.
// One window, not modal, raised again when asked for another page.
class HelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit HelpDialog(QWidget* parent = nullptr);

    void showPage(const QString& id);
    QString currentPage() const;
    QTextBrowser* browser() const { return browser_; }

private:
    QListWidget* pages_;
    QTextBrowser* browser_;
    QStringList ids_;
};

} // namespace gpui
