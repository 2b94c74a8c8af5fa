#include "mainwindow/Language.h"

#include "settings/AppSettings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <algorithm>
#include <memory>
#include <vector>

namespace gpui {
namespace {

std::vector<std::unique_ptr<QTranslator>>& installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

} // namespace

QList<Language> availableLanguages()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("ja"), QStringLiteral("日本語")}};
}

bool isShipped(const QString& code)
{
    const QList<Language> languages = availableLanguages();
    return std::any_of(languages.begin(), languages.end(), [&](const Language& l) { return l.code == code; });
}

QString resolveLanguage(const QString& code, const QLocale& system)
{
    if (!code.isEmpty())
        return isShipped(code) ? code : QStringLiteral("en");
    // The system's preference order: the first language we ship wins.
    for (const QString& name : system.uiLanguages()) {
        const QString c = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (isShipped(c))
            return c;
    }
    return QStringLiteral("en");
}

QString applyLanguage(const QString& code)
{
    // Each removal and installation sends QEvent::LanguageChange; windows coalesce them into one retranslation.
    const QString resolved = resolveLanguage(code);
    for (const auto& t : installed())
        QCoreApplication::removeTranslator(t.get());
    installed().clear();
    // Numbers and dates follow the language; the system's own locale when it speaks that language, so that a
    // British or Austrian desktop keeps its regional formats.
    const QLocale locale = QLocale::system().language() == QLocale(resolved).language() ? QLocale::system()
                                                                                        : QLocale(resolved);
    QLocale::setDefault(locale);
    // Qt's own texts first (dialog buttons, context menus), then the application's. Qt's are English already; the
    // application's English file holds only the texts with a count, so that "%n file(s)" reads "1 file", "3 files".
    if (resolved != QLatin1String("en")) {
        const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtDir))
            installed().push_back(std::move(qt));
    }
    auto app = std::make_unique<QTranslator>();
    if (app->load(QStringLiteral(":/i18n/goodput_%1.qm").arg(resolved)))
        installed().push_back(std::move(app));
    // Installed last, consulted first.
    for (const auto& t : installed())
        QCoreApplication::installTranslator(t.get());
    return resolved;
}

QString savedLanguage()
{
    return settings::language().get();
}

void saveLanguage(const QString& code)
{
    settings::language().set(code);
}

} // namespace gpui
