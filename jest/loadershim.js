// Gatsby's link and loader expect this global in the browser.
global.___loader = { enqueue: jest.fn() }
