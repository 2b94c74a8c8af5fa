#include "mainwindow/PreferencesDialog.h"

#include "settings/AppSettings.h"
#include "mainwindow/Appearance.h"
#include "mainwindow/GraphPackList.h"
#include "mainwindow/Language.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
    , languageLabel_(new QLabel(this))
    , language_(new QComboBox(this))
    , languageNote_(new QLabel(this))
    , appearanceLabel_(new QLabel(this))
    , appearance_(new QComboBox(this))
    , welcome_(new QCheckBox(this))
    , reopenLast_(new QCheckBox(this))
    , packsHeading_(new QLabel(this))
    , packs_(new GraphPackList(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    QFont bold = packsHeading_->font();
    bold.setBold(true);
    packsHeading_->setFont(bold);
    setObjectName(QStringLiteral("PreferencesDialog"));
    setMinimumWidth(460);
    languageLabel_->setBuddy(language_);
    appearanceLabel_->setBuddy(appearance_);
    languageNote_->setWordWrap(true);
    languageNote_->setForegroundRole(QPalette::PlaceholderText);

    auto* form = new QFormLayout;
    form->addRow(languageLabel_, language_);
    form->addRow(QString(), languageNote_);
    form->addRow(appearanceLabel_, appearance_);
    form->addRow(QString(), welcome_);
    form->addRow(QString(), reopenLast_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addSpacing(8);
    layout->addWidget(packsHeading_);
    layout->addWidget(packs_, 1);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // Entries: data is the language code ("" follows the system) and the appearance's value.
    language_->addItem(QString(), QString());
    for (const Language& l : availableLanguages())
        language_->addItem(l.nativeName, l.code);
    language_->setCurrentIndex(std::max(0, language_->findData(savedLanguage())));
    for (int i = 0; i < 3; ++i)
        appearance_->addItem(QString(), i);
    appearance_->setCurrentIndex(static_cast<int>(savedAppearance()));
    welcome_->setChecked(!settings::welcomed().get());
    reopenLast_->setChecked(settings::reopenLast().get());
    retranslate();

    connect(language_, &QComboBox::currentIndexChanged, this, [this] {
        const QString code = language_->currentData().toString();
        saveLanguage(code);
        applyLanguage(code);
    });
    connect(appearance_, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto value = static_cast<Appearance>(index);
        saveAppearance(value);
        applyAppearance(value);
    });
    connect(welcome_, &QCheckBox::toggled, this, [](bool on) { settings::welcomed().set(!on); });
    connect(reopenLast_, &QCheckBox::toggled, this, [](bool on) { settings::reopenLast().set(on); });
}

void PreferencesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PreferencesDialog::retranslate()
{
    setWindowTitle(tr("Preferences"));
    languageLabel_->setText(tr("&Language:"));
    // The language the system's locale resolves to among those shipped (English for a C or unknown locale).
    const QString resolved = resolveLanguage(QString());
    QString name = resolved;
    for (const Language& l : availableLanguages())
        if (l.code == resolved)
            name = l.nativeName;
    language_->setItemText(0, tr("System default (%1)").arg(name));
    language_->setAccessibleName(tr("Language"));
    languageNote_->setText(tr("The interface, the charts and exported proposals use this language."));
    appearanceLabel_->setText(tr("&Appearance:"));
    appearance_->setItemText(0, tr("Follow the system"));
    appearance_->setItemText(1, tr("Light"));
    appearance_->setItemText(2, tr("Dark"));
    appearance_->setAccessibleName(tr("Appearance"));
    welcome_->setText(tr("Show the &welcome at the next start"));
    reopenLast_->setText(tr("&Reopen the last plan at start"));
    packsHeading_->setText(tr("Graph packs"));
    if (QPushButton* close = buttons_->button(QDialogButtonBox::Close))
        close->setText(tr("Close"));
}

} // namespace gpui
