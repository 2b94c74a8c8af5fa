#include "help/HelpDialog.h"

#include "help/UserGuide.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpui {

HelpDialog::HelpDialog(QWidget* parent)
    : QDialog(parent)
    , pages_(new QListWidget(this))
    , browser_(new QTextBrowser(this))
{
    setWindowTitle(tr("Goodput Planner User Guide"));
    setObjectName(QStringLiteral("helpDialog"));
    pages_->setAccessibleName(tr("Guide pages"));
    browser_->setAccessibleName(tr("Guide page"));
    browser_->setOpenLinks(false);
    const QList<UserGuide::Page> pages = UserGuide::pages();
    for (const UserGuide::Page& p : pages) {
        pages_->addItem(p.title);
        ids_ << p.id;
    }
    connect(pages_, &QListWidget::currentRowChanged, this, [this, pages](int row) {
        if (row < 0 || row >= pages.size())
            return;
        browser_->setHtml(QStringLiteral("<h2>%1</h2>\n").arg(pages[row].title.toHtmlEscaped()) + pages[row].html);
    });
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("guide"))
            showPage(url.path());
    });
    auto* splitter = new QSplitter(this);
    splitter->addWidget(pages_);
    splitter->addWidget(browser_);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    pages_->setMinimumWidth(170);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(860, 600);
    showPage(QStringLiteral("start"));
}

void HelpDialog::showPage(const QString& id)
{
    const int row = std::max<int>(0, static_cast<int>(ids_.indexOf(id)));
    pages_->setCurrentRow(row);
}

QString HelpDialog::currentPage() const
{
    const int row = pages_->currentRow();
    return row >= 0 && row < ids_.size() ? ids_[row] : QString();
}

} // namespace gpui
