-- wrk: each request orders a different ready cart (ids in the file named by CART_IDS,
-- starting at CART_OFFSET), as a browser on the app's origin would.
local ids = {}
for line in io.lines(os.getenv("CART_IDS")) do ids[#ids + 1] = line end
local i = tonumber(os.getenv("CART_OFFSET") or "0")
local origin = os.getenv("ORIGIN")

request = function()
  i = i + 1
  local id = ids[((i - 1) % #ids) + 1]
  return wrk.format("POST", "/api/sip/orders", { ["Content-Type"] = "application/json", ["Origin"] = origin }, '{"cartId":"' .. id .. '"}')
end
