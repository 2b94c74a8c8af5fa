#pragma once

#include <QList>
#include <QLocale>
#include <QString>

namespace gpui {

// The interface language: the system's, or one chosen in Preferences. Applying a language replaces the installed
// translators (the application's and Qt's own), so every window receives QEvent::LanguageChange and the switch is
// live. The proposal and every chart follow it, since they are drawn from the translated texts.
struct Language {
    QString code;       // "en", "de", "ja"; empty for "the system's language"
    QString nativeName; // the language's name in itself, as a picker shows it
};

// Every language the application ships, English first.
QList<Language> availableLanguages();
bool isShipped(const QString& code);

// The shipped language that code (or, when empty, the system locale) resolves to; English when none matches.
QString resolveLanguage(const QString& code, const QLocale& system = QLocale::system());

// Installs the translators and the default locale for code ("" follows the system). Returns the resolved code.
QString applyLanguage(const QString& code);

QString savedLanguage();
void saveLanguage(const QString& code);

} // namespace gpui
