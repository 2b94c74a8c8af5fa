// A catalog's unknown keys and the price floor (docs/model.md section 10): what a catalog file may hold, and the
// lowest price per accelerator-hour any catalog, imported or embedded, may state.
#include "catalog/Catalog.h"
#include "io/Error.h"
#include "io/JsonLoad.h"

#include <QTest>

#include <limits>

namespace {

std::string catalogFile(const char* name)
{
    return gp::readFileLimited(std::string(GOODPUT_TEST_DATA "/catalog/") + name, 1 << 20);
}

} // namespace

class TestCatalogKeys : public QObject {
    Q_OBJECT
private slots:
    void theShippedCatalogHasNoUnknownKeys();
    void unknownKeysAreNamed();
    void aPriceBelowTheFloorIsRefused();
    void theFloorItselfIsAPrice();
    void zeroAndNegativeKeepTheirErrors();
};

void TestCatalogKeys::theShippedCatalogHasNoUnknownKeys()
{
    std::vector<std::string> unknown;
    const gp::Catalog c = gp::catalogFromText(
        gp::readFileLimited(GOODPUT_RESOURCES "/catalog/accelerators.json", 1 << 20), "accelerators.json", &unknown);
    QCOMPARE(c.accelerators.size(), gp::builtinCatalog().accelerators.size());
    QVERIFY2(unknown.empty(), unknown.empty() ? "" : unknown.front().c_str());
    // Every embedded price is at the floor or above it.
    for (const gp::Accelerator& a : gp::builtinCatalog().accelerators) {
        QVERIFY2(a.priceOnDemand >= gp::kPriceFloor, a.id.c_str());
        QVERIFY2(a.priceSpot >= gp::kPriceFloor, a.id.c_str());
    }
}

void TestCatalogKeys::unknownKeysAreNamed()
{
    // A typo at the top ("notes"), in the storage price ("sorce") and in a row ("typical_mf"): the catalog
    // imports, each named as the catalog's errors name their fields; the row's MFU is not read.
    std::vector<std::string> unknown;
    const gp::Catalog c = gp::catalogFromText(catalogFile("unknown-keys.json"), "unknown-keys.json", &unknown);
    QCOMPARE(unknown, (std::vector<std::string>{"unknown-keys.json: notes",
                                                "unknown-keys.json: checkpoint_storage.sorce",
                                                "unknown-keys.json: accelerators: accelerator 'l4'.typical_mf"}));
    QVERIFY(!c.find("l4")->typicalMfu);
    // Read without a list, the same catalog.
    QCOMPARE(gp::catalogFromText(catalogFile("unknown-keys.json"), "unknown-keys.json").accelerators,
             c.accelerators);
}

void TestCatalogKeys::aPriceBelowTheFloorIsRefused()
{
    // L4 on Spot at 1e-300 USD an hour: above zero, below 0.001. Before the floor it passed and ranked first at $0.
    try {
        gp::catalogFromText(catalogFile("tiny-price.json"), "tiny-price.json");
        QFAIL("a price of 1e-300 was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::BelowPriceFloor);
        QCOMPARE(e.subject(), std::string("tiny-price.json: accelerators: accelerator 'l4'.price_spot"));
        QCOMPARE(e.detail(), std::string("1e-300"));
    }
    // A row added to the catalog (a plan's custom accelerator, an imported row after an edit).
    gp::Accelerator a = gp::builtinCatalog().accelerators.front();
    a.id = "cheap";
    a.priceOnDemand = 0.0005;
    a.priceSpot = 0.0005;
    try {
        gp::withAdditions(gp::builtinCatalog(), {a});
        QFAIL("an added row at 0.0005 was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::BelowPriceFloor);
        QCOMPARE(e.subject(), std::string("custom_accelerators: accelerator 'cheap'.price_on_demand"));
    }
    // An override, checked alone and when applied.
    gp::PriceOverrides o;
    o["t4"].spot = 1e-300;
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::checkOverrides(gp::builtinCatalog(), o));
    try {
        gp::withOverrides(gp::builtinCatalog(), o);
        QFAIL("an override of 1e-300 was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::BelowPriceFloor);
        QCOMPARE(e.subject(), std::string("price_overrides.t4.spot"));
    }
}

void TestCatalogKeys::theFloorItselfIsAPrice()
{
    const gp::Catalog c = gp::catalogFromText(catalogFile("floor-price.json"), "floor-price.json");
    QCOMPARE(c.find("l4")->priceOnDemand, 0.001);
    QCOMPARE(c.find("l4")->priceSpot, 0.001);
    gp::PriceOverrides o;
    o["t4"] = gp::PriceOverride{0.001, 0.001};
    QCOMPARE(gp::withOverrides(gp::builtinCatalog(), o).find("t4")->priceSpot, 0.001);
    gp::checkPrice(0.001, "p");
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::checkPrice(0.000999, "p"));
}

void TestCatalogKeys::zeroAndNegativeKeepTheirErrors()
{
    const auto codeOf = [](double price) {
        try {
            gp::checkPrice(price, "price_overrides.t4.spot");
        } catch (const gp::Error& e) {
            return e.code();
        }
        return gp::ErrorCode::Cancelled; // accepted
    };
    QCOMPARE(codeOf(0), gp::ErrorCode::NotPositive);
    QCOMPARE(codeOf(-1), gp::ErrorCode::Negative);
    QCOMPARE(codeOf(std::numeric_limits<double>::infinity()), gp::ErrorCode::NotFinite);
    QCOMPARE(codeOf(1e-300), gp::ErrorCode::BelowPriceFloor);
    QCOMPARE(codeOf(0.35), gp::ErrorCode::Cancelled);
}

QTEST_APPLESS_MAIN(TestCatalogKeys)
#include "tst_catalogkeys.moc"
