// A stand-in for Matomo's matomo.js, served by the test collector (collector.ts): it runs the
// commands of Matomo's documented _paq queue that the site uses, sets Matomo's cookies while cookie
// consent is given, deletes them when it is taken back, and sends each page view and event to the
// tracker URL as the real script does, with a beacon.
;(function () {
  var state = { trackerUrl: '', siteId: '', url: '', title: '', referrer: '', consentRequired: false, consentGiven: false }
  var visitorId = Math.random().toString(16).slice(2, 18)

  function cookieNames() {
    return document.cookie.split(';').map(function (part) {
      return part.split('=')[0].trim()
    })
  }
  function setCookies() {
    var suffix = state.siteId + '.' + location.hostname.length
    document.cookie = '_pk_id.' + suffix + '=' + visitorId + '.1; Path=/; Max-Age=33696000; SameSite=Lax'
    document.cookie = '_pk_ses.' + suffix + '=1; Path=/; Max-Age=1800; SameSite=Lax'
  }
  function deleteCookies() {
    cookieNames().forEach(function (name) {
      if (name.indexOf('_pk_') === 0) document.cookie = name + '=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
    })
  }
  function send(params) {
    if (state.consentRequired && state.consentGiven) setCookies()
    var query = new URLSearchParams(params)
    query.set('idsite', state.siteId)
    query.set('rec', '1')
    query.set('_id', visitorId)
    navigator.sendBeacon(state.trackerUrl + '?' + query.toString())
  }
  var commands = {
    requireCookieConsent: function () {
      state.consentRequired = true
    },
    setCookieConsentGiven: function () {
      state.consentGiven = true
    },
    forgetCookieConsentGiven: function () {
      state.consentGiven = false
      deleteCookies()
    },
    setTrackerUrl: function (url) {
      state.trackerUrl = url
    },
    setSiteId: function (id) {
      state.siteId = String(id)
    },
    setCustomUrl: function (url) {
      state.url = url
    },
    setDocumentTitle: function (title) {
      state.title = title
    },
    setReferrerUrl: function (url) {
      state.referrer = url
    },
    trackPageView: function () {
      send({ action_name: state.title, url: state.url, urlref: state.referrer })
    },
    trackEvent: function (category, action, name) {
      var params = { e_c: category, e_a: action, url: state.url || location.href }
      if (name) params.e_n = name
      send(params)
    },
  }
  function run(command) {
    var fn = commands[command[0]]
    if (!fn) throw new Error('matomo stand-in: unknown command ' + command[0])
    fn.apply(null, command.slice(1))
  }
  var queued = window._paq || []
  window._paq = {
    push: function () {
      for (var i = 0; i < arguments.length; i++) run(arguments[i])
    },
  }
  queued.forEach(run)
})()
