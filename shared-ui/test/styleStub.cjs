// Jest cannot parse CSS; stylesheets imported for their side effects are irrelevant to behaviour tests.
module.exports = {};
